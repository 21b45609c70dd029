// After the site's build: the offline copy's service worker, build/client/sw.js (app/service-worker/).
// 1. lists what every browser keeps once the worker installs (PRECACHE_PATTERNS, with each file's revision);
// 2. bundles the worker into one file, with this build's version (it changes with any page or file the worker
//    serves) and the site's paths written in;
// 3. writes the list into it (workbox-build's injectManifest).
// With SERVICE_WORKER=off the build ships the kill switch instead (app/service-worker/retire.ts).
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { build } from "vite";
import { IMAGE_HOSTS } from "../../app/content/image-hosts.ts";
import { ASSETS_PREFIX, NOT_FOUND } from "./host-rules.mjs";
import { ADMIN_PREFIX } from "./security-headers.mjs";
import { buildSettings } from "./build-settings.mjs";

const root = new URL("../../", import.meta.url);
const WORKER = "sw.js";

/**
 * What the worker fetches when it installs, relative to build/client: every script of the build (its pages'
 * route modules included, but not the compressed copies beside them), the app shell (the not-found page, which
 * renders any address once its scripts run), the route data client-side navigation fetches (the /services/...
 * redirects), and the small pictures pages show. Never the prerendered pages (a visit keeps the pages it opens),
 * the content manager, nor the app icons and manifest (the browser keeps those itself when the site is installed).
 * A pattern that matches nothing fails the build.
 */
export const PRECACHE_PATTERNS = [
  `${ASSETS_PREFIX.slice(1)}**/*.js`,
  NOT_FOUND.file.slice(1),
  "**/*.data",
  "{favicon.svg,brands/*.svg}",
];

/** @param {string} client build/client, as a path */
function manifestOptions(client) {
  return {
    globDirectory: client,
    globPatterns: PRECACHE_PATTERNS,
    // The sitemap's and robots.txt's route data and modules: no page fetches them.
    globIgnores: [
      `${ADMIN_PREFIX.slice(1)}**`,
      WORKER,
      "*.{xml,txt}.data",
      `${ASSETS_PREFIX.slice(1)}{sitemap-xml,robots-txt}-*.js`,
    ],
    // The build's scripts have their hash in their name: fetched as they are, so those the page has already
    // loaded come from the browser's HTTP cache instead of the network.
    dontCacheBustURLsMatching: new RegExp(`^${ASSETS_PREFIX.slice(1)}`),
  };
}

/**
 * Builds build/client/sw.js and says what it keeps.
 * @param {URL} client build/client/
 * @param {Record<string, string | undefined>} [env]
 */
export async function buildServiceWorker(client, env = process.env) {
  const directory = fileURLToPath(client);
  const target = new URL(WORKER, client);
  const { serviceWorker } = buildSettings(env);
  if (!serviceWorker) {
    await writeFile(target, await bundle("app/service-worker/retire.ts", {}));
    console.log(
      `postbuild: SERVICE_WORKER=off: build/client/${WORKER} is the kill switch (it removes the offline copy ` +
        "from browsers that kept it); pages do not register a worker",
    );
    return;
  }

  // Workbox's two functions alone: its main module also loads what generating a whole worker needs (seconds).
  const { getManifest } = await import("workbox-build/build/get-manifest.js");
  const { injectManifest } = await import("workbox-build/build/inject-manifest.js");
  const listed = await getManifest(manifestOptions(directory));
  failOnWarnings(listed.warnings);
  const version = await siteVersion(directory);
  const offlineCopy = {
    version,
    shell: NOT_FOUND.file,
    adminPrefix: ADMIN_PREFIX,
    assetsPrefix: ASSETS_PREFIX,
    photoOrigins: IMAGE_HOSTS,
  };
  await writeFile(
    target,
    await bundle("app/service-worker/sw.ts", { __OFFLINE_COPY__: JSON.stringify(offlineCopy) }),
  );
  const injected = await injectManifest({
    ...manifestOptions(directory),
    swSrc: fileURLToPath(target),
    swDest: fileURLToPath(target),
  });
  failOnWarnings(injected.warnings);

  const sizes = await wireSizes(
    directory,
    (listed.manifestEntries ?? []).map((entry) => entry.url),
  );
  const worker = await readFile(target);
  console.log(
    `postbuild: build/client/${WORKER} (version ${version}, ${kb(worker.length)}, ${kb(gzipSync(worker).length)} ` +
      `gzip) keeps ${injected.count} files for offline use: ${kb(injected.size)}, ${kb(sizes.gzip)} gzip, ` +
      `${kb(sizes.brotli)} brotli over the wire`,
  );
}

/**
 * One file: the worker and the Workbox modules it uses, minified, with the given values written in.
 * @param {string} entry
 * @param {Record<string, string>} define
 * @returns {Promise<string>}
 */
async function bundle(entry, define) {
  const output = await build({
    configFile: false,
    root: fileURLToPath(root),
    logLevel: "warn",
    publicDir: false,
    // Workbox's development logging is left out.
    define: { "process.env.NODE_ENV": JSON.stringify("production"), ...define },
    build: {
      write: false,
      minify: true,
      target: "es2022",
      lib: {
        entry: fileURLToPath(new URL(entry, root)),
        formats: ["iife"],
        name: "offlineCopy",
        fileName: () => WORKER,
      },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
    "output" in result ? result.output.filter((file) => file.type === "chunk") : [],
  );
  if (chunks.length !== 1 || !chunks[0])
    throw new Error(`the service worker must bundle to one file, got ${chunks.length}`);
  return chunks[0].code;
}

/** @param {string[]} warnings */
function failOnWarnings(warnings) {
  if (warnings.length > 0) throw new Error(`service worker: ${warnings.join("; ")}`);
}

/**
 * A short hash of every file the worker may serve (the pages included), so that any change to the site makes a
 * new worker, and an unchanged site the same one.
 * @param {string} directory
 */
export async function siteVersion(directory) {
  const served = (await readdir(directory, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) =>
      `${entry.parentPath}/${entry.name}`.slice(directory.length).replaceAll("\\", "/").replace(/^\//, ""),
    )
    .filter((file) => !file.startsWith(ADMIN_PREFIX.slice(1)) && !/\.(br|gz)$/.test(file) && file !== WORKER)
    .sort();
  const hash = createHash("sha256");
  for (const file of served) {
    const content = await readFile(`${directory}/${file}`);
    hash.update(`${file} ${createHash("sha256").update(content).digest("hex")}\n`);
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * What the kept files weigh compressed, as hosts send them (scripts stored compressed, the rest on the fly).
 * @param {string} directory
 * @param {string[]} urls
 */
async function wireSizes(directory, urls) {
  let gzip = 0;
  let brotli = 0;
  for (const url of urls) {
    const content = await readFile(`${directory}/${url}`);
    gzip += gzipSync(content, { level: 9 }).length;
    brotli += brotliCompressSync(content).length;
  }
  return { gzip, brotli };
}

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
