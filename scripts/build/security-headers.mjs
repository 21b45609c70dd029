// The site's HTTP security policy, in one place for both servers: `npm start` (build/serve.json) and nginx
// (deploy/nginx/ + build/nginx/csp.conf). Plain Node ESM: postbuild runs it without a TypeScript step (Node strips
// the types of the one app module it reads, the image hosts).
import { createHash } from "node:crypto";
import { parseSiteEnv } from "../../app/config/site-env.ts";
import { IMAGE_HOSTS } from "../../app/content/image-hosts.ts";

/** The map on the contact page: https://www.google.com/maps?q=...&output=embed */
export const FRAME_HOSTS = ["https://www.google.com"];

// Headers that never change between builds; scripts/build/host-rules.mjs places them, deploy/nginx/ repeats them (tested).

/**
 * On every response: no file is ever read as a type other than the one it is served with; and the site is only
 * ever reached over https, for two years from each visit, subdomains included (HSTS). Browsers heed HSTS only on
 * an answer that came over https, so it means nothing on plain http (`npm start`, a server without TLS yet).
 */
export const EVERY_RESPONSE_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
};

/**
 * On HTML documents only (with the build's Content-Security-Policy): they govern what a page may do, and mean
 * nothing on a script, style sheet or image. Sent with each of a page's 20 files, they cost about 3 KB each on
 * a slow first visit.
 */
export const DOCUMENT_HEADERS = {
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  // Everything the site never uses: no camera, microphone, location, payment or device access.
  "Permissions-Policy": [
    "accelerometer=()",
    "browsing-topics=()",
    "camera=()",
    "display-capture=()",
    "geolocation=()",
    "gyroscope=()",
    "hid=()",
    "idle-detection=()",
    "magnetometer=()",
    "microphone=()",
    "midi=()",
    "payment=()",
    "publickey-credentials-get=()",
    "screen-wake-lock=()",
    "serial=()",
    "usb=()",
    "xr-spatial-tracking=()",
  ].join(", "),
};

export const CACHE_CONTROL = {
  /** Files under /assets/ carry a content hash in their name: a new build gives new names. */
  assets: "public, max-age=31536000, immutable",
  /** Everything else (HTML, sitemap, images in public/) is revalidated on every visit. */
  other: "no-cache",
};

// Inline script types CSP's script-src governs: those a browser executes, the import map, and speculation rules
// (Chromium refuses inline rules that no hash allows). JSON-LD and other data blocks are not governed.
const GOVERNED_TYPES = new Set([
  "",
  "text/javascript",
  "application/javascript",
  "module",
  "importmap",
  "speculationrules",
]);

/**
 * Contents of the inline scripts in an HTML document that CSP must allow: those without `src` and of a type the
 * policy governs (Astro's island runtime included: it is written inline into every page with an island).
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScripts(html) {
  const scripts = [];
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (GOVERNED_TYPES.has(type)) scripts.push(body);
  }
  return scripts;
}

/**
 * The CSP source expression that allows exactly this inline script.
 * @param {string} script
 */
export function scriptHash(script) {
  return `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;
}

/**
 * The Content-Security-Policy for the site.
 * @param {{ scriptHashes: readonly string[], connectOrigins?: readonly string[] }} input
 *   scriptHashes: sources from scriptHash() for every inline script the build emits;
 *   connectOrigins: other origins the page may fetch from (the contact form endpoint, when configured).
 * @returns {string}
 */
export function contentSecurityPolicy({ scriptHashes, connectOrigins = [] }) {
  const directives = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...[...new Set(scriptHashes)].sort()],
    // sonner (the toasts) injects a <style> element at run time, and components set style attributes.
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", ...IMAGE_HOSTS],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...new Set(connectOrigins)],
    // The offline copy's service worker and the web app manifest, both from the site itself.
    ["worker-src", "'self'"],
    ["manifest-src", "'self'"],
    ["frame-src", ...FRAME_HOSTS],
    ["frame-ancestors", "'none'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
  ];
  return directives.map((parts) => parts.join(" ")).join("; ");
}

/**
 * The policy of the offline copy's worker (app/service-worker/): a policy sent with a worker's script governs what
 * the worker itself fetches. It keeps the site's pages and files, the photos from the image hosts and the
 * enquiries it sends to the contact endpoint, and nothing else (no script of its own to load, nothing to frame).
 * Hosts that cannot take a header off a file (Netlify keeps the last matching rule's value) would otherwise send
 * it a page's policy, whose `connect-src 'self'` blocks every photo the worker fetches.
 * @param {{ connectOrigins?: readonly string[] }} [input] other origins the worker sends to (the contact endpoint's)
 * @returns {string}
 */
export function workerContentSecurityPolicy({ connectOrigins = [] } = {}) {
  return [
    ["default-src", "'none'"],
    ["connect-src", "'self'", ...IMAGE_HOSTS, ...new Set(connectOrigins)],
  ]
    .map((parts) => parts.join(" "))
    .join("; ");
}

/**
 * The policy with these script hashes allowed too, added to its `script-src`.
 * @param {string} policy
 * @param {readonly string[]} scriptHashes sources from scriptHash()
 * @returns {string}
 */
export function allowingScripts(policy, scriptHashes) {
  return policy
    .split("; ")
    .map((directive) =>
      directive.startsWith("script-src ")
        ? [
            directive,
            ...[...new Set(scriptHashes)].sort().filter((hash) => !directive.split(" ").includes(hash)),
          ].join(" ")
        : directive,
    )
    .join("; ");
}

/**
 * The origin of the contact form endpoint (VITE_CONTACT_ENDPOINT) when it is an absolute URL; none when unset or
 * a path of this site ('self' covers it).
 * @param {string | undefined} endpoint
 * @returns {string[]}
 */
export function endpointOrigins(endpoint) {
  // Checked and read as the build reads it (app/config/site-env.ts): a site path stays a path, a URL is made
  // absolute, anything else (another host without a scheme, not a URL) throws.
  const read = parseSiteEnv({ VITE_CONTACT_ENDPOINT: endpoint }).contactEndpoint;
  return read === null || read.startsWith("/") ? [] : [new URL(read).origin];
}

/** Where Decap CMS, the content manager, lives: its page gets its own policy and stays out of search engines. */
export const ADMIN_PREFIX = "/admin/";

/** On /admin/ only: keeps search engines from indexing the content manager. */
export const ADMIN_HEADERS = { "X-Robots-Tag": "noindex, nofollow" };

/**
 * The Content-Security-Policy of the content manager (/admin/) alone; the site's pages keep theirs. Decap CMS
 * compiles its config schema at run time (`new Function`: without 'unsafe-eval' it shows "Error loading the CMS
 * configuration"); on the live site it talks to GitHub's API only. It reads a photo staff upload back from its
 * blob: address to commit it (connect-src blob:). No WebAssembly: that is Decap's image encoder, and the build makes
 * the photos' sizes itself (scripts/build/photos.ts).
 * @param {{ localBackend?: string }} [options] localBackend: the origin of decap-server, which `npm run cms` adds in
 *   its own local serving (the dev server) so Decap may reach it; never part of a build.
 * @returns {string}
 */
export function adminContentSecurityPolicy({ localBackend } = {}) {
  const directives = [
    ["default-src", "'self'"],
    ["script-src", "'self'", "'unsafe-eval'"],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", ...IMAGE_HOSTS, "https://avatars.githubusercontent.com"],
    ["font-src", "'self'", "data:"],
    [
      "connect-src",
      "'self'",
      "blob:",
      "https://api.github.com",
      "https://raw.githubusercontent.com",
      ...(localBackend ? [new URL(localBackend).origin] : []),
    ],
    ["frame-src", "'self'"],
    ["frame-ancestors", "'none'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
  ];
  return directives.map((parts) => parts.join(" ")).join("; ");
}
