// After the site's build: the offline copy's service worker, build/client/sw.js (app/service-worker/).
// 1. lists what every browser keeps once the worker installs (PRECACHE_PATTERNS, with each file's revision);
// 2. bundles the worker into one file, with this build's version (it changes with any page or file the worker
//    serves, with any host's configuration, so it is built once those are written, and with the settings written
//    into it) and the site's paths and contact endpoint written in;
// 3. writes the list into it (workbox-build's injectManifest).
// With SERVICE_WORKER=off the build ships the kill switch instead (app/service-worker/retire.ts).
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { build, loadEnv } from "vite";
import { parseSiteEnv } from "../../app/config/site-env.ts";
import { IMAGE_HOSTS } from "../../app/content/image-hosts.ts";
import { BUILT_PHOTOS_PREFIX } from "../../app/lib/photos.ts";
import { ASSETS_PREFIX, NOT_FOUND } from "./host-rules.mjs";
import { ADMIN_PREFIX } from "./security-headers.mjs";
import { buildSettings } from "./build-settings.mjs";
import { shownPath } from "./build-dir.mjs";

const root = new URL("../../", import.meta.url);
/** The worker's file, in build/client. */
export const WORKER = "sw.js";

/**
 * Host configuration kept in the repository rather than written by the build: the nginx site file sends headers
 * of its own. Part of the worker's version, as the files the build writes for each host are.
 */
export const REPOSITORY_HOST_FILES = ["deploy/nginx/industrial-suppliers.conf"];

/**
 * What the worker fetches when it installs, relative to build/client: every script of the build (its pages'
 * route modules included, but not the compressed copies beside them), the app shell (the not-found page, which
 * renders any address once its scripts run), the route data client-side navigation fetches (the /services/...
 * redirects), and the small pictures pages show. Never the prerendered pages (a visit keeps the pages it opens),
 * the content manager, the app icons and manifest (the browser keeps those itself when the site is installed), nor
 * the photos (each in several sizes and formats: kept as a page shows them).
 * A pattern that matches nothing fails the build.
 */
export const PRECACHE_PATTERNS = [
  `${ASSETS_PREFIX.slice(1)}**/*.js`,
  NOT_FOUND.file.slice(1),
  "{favicon.svg,brands/*.svg}",
];

/** @param {string} client build/client, as a path */
function manifestOptions(client) {
  return {
    globDirectory: client,
    globPatterns: PRECACHE_PATTERNS,
    // The sitemap's and robots.txt's route data and modules: no page fetches them. Nor the store's: its category
    // and product pages have a clientLoader, so moving to one reads the catalogue the page carries.
    globIgnores: [
      `${ADMIN_PREFIX.slice(1)}**`,
      WORKER,
    ],
    // The build's scripts have their hash in their name: fetched as they are, so those the page has already
    // loaded come from the browser's HTTP cache instead of the network.
    dontCacheBustURLsMatching: new RegExp(`^${ASSETS_PREFIX.slice(1)}`),
  };
}

/**
 * Builds build/client/sw.js and says what it keeps. Its version covers the hosts' configuration, so it is built
 * after every host's file is written: a change of headers alone makes a new worker, which replaces the pages kept
 * with the old headers.
 * @param {URL} build the build folder (client/ and the hosts' files)
 * @param {{
 *   hostFiles?: readonly string[],
 *   env?: Record<string, string | undefined>,
 *   siteEnv?: Record<string, string | undefined>,
 * }} [options]
 *   hostFiles: the hosts' configuration files the build wrote, relative to the build folder;
 *   siteEnv: the VITE_ variables the site was built with (read as Vite reads them unless given)
 */
export async function buildServiceWorker(
  build,
  { hostFiles = [], env = process.env, siteEnv = loadEnv("production", fileURLToPath(root), "VITE_") } = {},
) {
  const client = new URL("client/", build);
  const directory = fileURLToPath(client);
  const target = new URL(WORKER, client);
  const { serviceWorker } = buildSettings(env);
  if (!serviceWorker) {
    await writeFile(target, await bundle("app/service-worker/retire.ts", {}));
    console.log(
      `postbuild: SERVICE_WORKER=off: ${shownPath(`client/${WORKER}`, env)} is the kill switch (it removes the offline copy ` +
        "from browsers that kept it); pages do not register a worker",
    );
    return;
  }

  // Workbox's two functions alone: its main module also loads what generating a whole worker needs (seconds).
  const { getManifest } = await import("workbox-build/build/get-manifest.js");
  const { injectManifest } = await import("workbox-build/build/inject-manifest.js");
  const listed = await getManifest(manifestOptions(directory));
  failOnWarnings(listed.warnings);
  if (hostFiles.length === 0)
    throw new Error("the service worker is built after the hosts' configuration, which its version covers");
  const settings = {
    shell: NOT_FOUND.file,
    adminPrefix: ADMIN_PREFIX,
    assetsPrefix: ASSETS_PREFIX,
    photosPrefix: BUILT_PHOTOS_PREFIX,
    photoOrigins: IMAGE_HOSTS,
    // Where enquiries go (an absolute URL or a site path), as the pages post them; null: nowhere.
    enquiryEndpoint: parseSiteEnv(siteEnv).contactEndpoint,
  };
  const version = await siteVersion(
    directory,
    [
      ...hostFiles.map((file) => ({ name: `build/${file}`, path: fileURLToPath(new URL(file, build)) })),
      ...REPOSITORY_HOST_FILES.map((file) => ({ name: file, path: fileURLToPath(new URL(file, root)) })),
    ],
    settings,
  );
  const offlineCopy = { version, ...settings };
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
    `postbuild: ${shownPath(`client/${WORKER}`, env)} (version ${version}, ${kb(worker.length)}, ${kb(gzipSync(worker).length)} ` +
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
 * A short hash of every file the worker may serve (the pages included), of the hosts' configuration (the
 * headers and rules they answer with) and of the settings written into the worker (its contact endpoint among
 * them), so that any change to what a host sends or the worker does makes a new worker, and an unchanged site the
 * same one.
 * @param {string} directory build/client, as a path
 * @param {readonly { name: string, path: string }[]} [configurations] the hosts' files, each by a name and a path
 * @param {unknown} [settings] the values written into the worker, as JSON
 */
export async function siteVersion(directory, configurations = [], settings = null) {
  const served = (await readdir(directory, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) =>
      `${entry.parentPath}/${entry.name}`.slice(directory.length).replaceAll("\\", "/").replace(/^\//, ""),
    )
    .filter((file) => !file.startsWith(ADMIN_PREFIX.slice(1)) && !/\.(br|gz)$/.test(file) && file !== WORKER)
    .sort();
  const hash = createHash("sha256");
  const digest = async (/** @type {string} */ path) =>
    createHash("sha256")
      .update(await readFile(path))
      .digest("hex");
  for (const file of served) hash.update(`${file} ${await digest(`${directory}/${file}`)}\n`);
  const hosts = [...configurations].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const { name, path } of hosts) hash.update(`host ${name} ${await digest(path)}\n`);
  hash.update(`settings ${JSON.stringify(settings)}\n`);
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
