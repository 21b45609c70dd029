// What every server and static host must do with the build, declared once: which headers go on which paths,
// the permanent redirects, the not-found page and its status, the cache rules. scripts/build/host-configs.mjs turns it
// into each host's own file (npm start, nginx, Netlify and Cloudflare Pages, Vercel, Azure Static Web Apps).
// Plain Node ESM: postbuild runs it without a TypeScript step.
import { REDIRECTS as PAGE_REDIRECTS } from "../../app/content/redirects.ts";
import {
  ADMIN_HEADERS,
  ADMIN_PREFIX,
  CACHE_CONTROL,
  DOCUMENT_HEADERS,
  EVERY_RESPONSE_HEADERS,
  adminContentSecurityPolicy,
  allowingScripts,
  contentSecurityPolicy,
  scriptHash,
  workerContentSecurityPolicy,
} from "./security-headers.mjs";

/**
 * The old addresses that moved for good, each answered with a 301 by every host: the site's own list
 * (app/content/redirects.ts), which also gives Astro the page it writes at each old address for a host without
 * redirects.
 * @type {readonly { from: string, to: string, status: 301 }[]}
 */
export const REDIRECTS = Object.entries(PAGE_REDIRECTS).map(([from, to]) => ({ from, to, status: 301 }));

/** Every address that is not a page answers with this file and this status. */
export const NOT_FOUND = { file: "/404.html", status: 404 };

/**
 * The not-found page's own addresses, its file's and the same without `.html`: no page, so answered as any address
 * no page has, with the not-found status (a page that says "not found" with a 200 is no answer for a crawler or a
 * monitor).
 */
export const NOT_FOUND_ADDRESSES = [NOT_FOUND.file, NOT_FOUND.file.replace(/\.html$/, "")];

/**
 * An address no page, file or rule can have (it decodes to "/%"): a server or host that must answer an address as
 * no page is handed this one instead.
 */
export const NO_PAGE = "/%25";

/** Files under this prefix carry a content hash in their name: cached for a year. */
export const ASSETS_PREFIX = "/assets/";

/**
 * Files every host serves with a type and a cache rule of their own, by address, whenever a build holds them.
 * The offline copy's service worker must come as JavaScript (a browser refuses to install it otherwise) and is
 * asked for again at every visit, so a new build reaches visitors at once, with the worker's own policy
 * (`worker`); the web app manifest has a type of its own, which some servers do not know by its extension
 * (app/content/web-app.ts names it; tested).
 * @type {readonly { path: string, type: string, headers: Record<string, string>, worker?: true }[]}
 */
export const FILE_RULES = [
  {
    path: "/sw.js",
    type: "text/javascript",
    headers: { "Cache-Control": CACHE_CONTROL.other },
    worker: true,
  },
  {
    path: "/manifest.webmanifest",
    type: "application/manifest+json",
    headers: { "Cache-Control": CACHE_CONTROL.other },
  },
];

/**
 * Types of files the build writes that some servers' own lists lack (serve's engine, older nginx mime.types,
 * Azure's defaults): each host that maps types by extension is given these. A photo sent without its type is
 * dropped by a browser that also sniffs nothing (X-Content-Type-Options: nosniff).
 * @type {Readonly<Record<string, string>>}
 */
export const TYPES_BY_EXTENSION = { ".avif": "image/avif" };

/**
 * Parts of the site whose pages need their own Content-Security-Policy instead of the one derived from their
 * inline scripts (the content manager, which loads its own code), for the page at `path` and everything under
 * it, with any headers of their own. Their pages keep every other document header.
 * @type {{ path: string, contentSecurityPolicy: string, headers?: Record<string, string> }[]}
 */
export const SECTION_POLICIES = [
  {
    path: ADMIN_PREFIX.slice(0, -1),
    contentSecurityPolicy: adminContentSecurityPolicy(),
    headers: ADMIN_HEADERS,
  },
];

/**
 * The address a built HTML file answers at (Astro writes each page as <address>/index.html), or undefined for
 * the not-found page, which answers at no address of its own.
 * @param {string} file path relative to build/client, with "/" separators
 * @returns {string | undefined}
 */
export function pagePath(file) {
  if (file === NOT_FOUND.file.slice(1)) return undefined;
  if (file === "index.html") return "/";
  const match = /^(.+)\/index\.html$/.exec(file);
  return match ? `/${match[1]}` : `/${file.replace(/\.html$/, "")}`;
}

/**
 * The site's rules for this build.
 * @param {{
 *   documents: { path: string, scripts: readonly string[] }[],
 *   notFoundScripts: readonly string[],
 *   connectOrigins?: readonly string[],
 *   sections?: readonly { path: string, contentSecurityPolicy: string, headers?: Record<string, string> }[],
 * }} input documents: every page's address and inline scripts (redirect stubs excluded); notFoundScripts: the
 *   inline scripts of the not-found page; connectOrigins: other origins pages may fetch from.
 */
export function siteRules({
  documents,
  notFoundScripts,
  connectOrigins = [],
  sections: sectionPolicies = SECTION_POLICIES,
}) {
  const redirected = new Set(REDIRECTS.map((redirect) => redirect.from));
  // An address under a section that no file has is the not-found page; hosts that choose headers by address
  // (Netlify, Cloudflare Pages, Vercel, Azure) give it the section's policy, which must let the page run.
  const sections = sectionPolicies.map((section) => ({
    ...section,
    contentSecurityPolicy: allowingScripts(section.contentSecurityPolicy, notFoundScripts.map(scriptHash)),
  }));
  const policyFor = (/** @type {string} */ path, /** @type {readonly string[]} */ scripts) =>
    sections.find((section) => inSection(path, section.path))?.contentSecurityPolicy ??
    contentSecurityPolicy({ scriptHashes: scripts.map(scriptHash), connectOrigins });
  // A page's policy also allows the not-found page's scripts: hosts that match their header rules in any case
  // (Netlify, Vercel) answer /CART with the not-found page under the rule for /cart.
  const pages = documents
    .filter((document) => !redirected.has(document.path))
    .map(({ path, scripts }) => ({
      path,
      headers: documentHeaders(policyFor(path, [...scripts, ...notFoundScripts])),
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
  const allScripts = [...documents.flatMap((document) => document.scripts), ...notFoundScripts];
  return {
    redirects: REDIRECTS,
    notFound: { ...NOT_FOUND, headers: documentHeaders(policyFor("/404", notFoundScripts)) },
    /** On every response. */
    everyResponse: { ...EVERY_RESPONSE_HEADERS },
    /** On every HTML document, besides its policy and the cache rule. */
    documentHeaders: { ...DOCUMENT_HEADERS },
    /** On hashed assets. */
    assets: { prefix: ASSETS_PREFIX, headers: { "Cache-Control": CACHE_CONTROL.assets } },
    /** On every other file that is not a page (images, sitemap, robots.txt). */
    otherFiles: { headers: { "Cache-Control": CACHE_CONTROL.other } },
    /** Files with their own type and cache rule, by address; the worker's with its own policy. */
    files: FILE_RULES.map(({ path, type, headers, worker }) => ({
      path,
      type,
      headers: {
        ...headers,
        ...(worker ? { "Content-Security-Policy": workerContentSecurityPolicy({ connectOrigins }) } : {}),
      },
    })),
    /** Each page with its own policy: only its own inline scripts' hashes and the not-found page's. */
    pages,
    /** For servers that send one policy to every page: it allows every page's inline scripts. */
    sitePolicy: contentSecurityPolicy({ scriptHashes: allScripts.map(scriptHash), connectOrigins }),
    sections: sections.map(({ path, contentSecurityPolicy: policy, headers = {} }) => ({
      path,
      headers: { "Content-Security-Policy": policy, ...headers },
    })),
  };
}

/** @typedef {ReturnType<typeof siteRules>} SiteRules */

/**
 * Whether an address is the section's page or under it.
 * @param {string} path
 * @param {string} section
 */
export function inSection(path, section) {
  return path === section || path.startsWith(`${section}/`);
}

/**
 * The headers of an HTML document with this policy: revalidated, the policy, the other document headers.
 * @param {string} policy
 * @returns {Record<string, string>}
 */
function documentHeaders(policy) {
  return {
    "Cache-Control": CACHE_CONTROL.other,
    "Content-Security-Policy": policy,
    ...DOCUMENT_HEADERS,
  };
}
