// After the site's build: the offline copy's service worker, build/client/sw.js (app/service-worker/).
// 1. writes every page of the site, with the headers its hosts send it, into one file the worker fetches when it
//    installs (app/service-worker/page-bundle.ts), under the assets folder with its hash in its name;
// 2. lists what else every browser keeps once the worker installs (PRECACHE_PATTERNS, each file with its
//    revision);
// 3. bundles the worker into one file with this build's version (it changes with any page or file the worker
//    serves, with any host's configuration, so it is built once those are written, and with the settings written
//    into it), the list, the site's paths, redirects and contact endpoint written in.
// With SERVICE_WORKER=off the build ships the kill switch instead (app/service-worker/retire.ts).
import { createHash } from "node:crypto";
import { glob, readdir, readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build, loadEnv } from "vite";
import { parseSiteEnv } from "../../app/config/site-env.ts";
import { IMAGE_HOSTS } from "../../app/content/image-hosts.ts";
import { BUILT_PHOTOS_PREFIX } from "../../app/lib/photos.ts";
import { WORKER_URL } from "../../app/lib/offline-worker.ts";
import { encodePages } from "../../app/service-worker/page-bundle.ts";
import { ASSETS_PREFIX, NOT_FOUND, pagePath } from "./host-rules.mjs";
import { ADMIN_PREFIX } from "./security-headers.mjs";
import { buildSettings } from "./build-settings.mjs";
import { shownPath } from "./build-dir.mjs";
import { QUOTATION_PDF_FILES } from "./island-chunks.mjs";

const root = new URL("../../", import.meta.url);
/** The worker's file, in build/client. */
export const WORKER = WORKER_URL.slice(1);

/**
 * Host configuration kept in the repository rather than written by the build: the nginx site file sends headers
 * of its own. Part of the worker's version, as the files the build writes for each host are.
 */
export const REPOSITORY_HOST_FILES = ["deploy/nginx/industrial-suppliers.conf"];

/** The file of every page, in build/client: `offline-pages.<hash>.json` in the assets folder. */
export const PAGES_FILE = { folder: ASSETS_PREFIX.slice(1), prefix: "offline-pages.", extension: ".json" };

/**
 * What the worker fetches when it installs besides the pages, relative to build/client: every script of the build
 * (every island and the parts they load later, but not the compressed copies beside them) and the small pictures
 * pages show. Never the content manager, the app icons and manifest (the browser keeps those itself when the site
 * is installed), nor the photos (each in several sizes and formats: kept as a page shows them).
 * A pattern that matches nothing fails the build.
 */
export const PRECACHE_PATTERNS = [`${ASSETS_PREFIX.slice(1)}**/*.js`, "{favicon.svg,brands/*.svg}"];

/**
 * Scripts the worker does not fetch when it installs, though PRECACHE_PATTERNS names them: the code of the
 * quotation's PDF (jsPDF), which a buyer loads only by asking for the PDF. The worker keeps each once the page has
 * fetched it, so the PDF is made offline afterwards.
 */
export const ON_TAP_FILES = QUOTATION_PDF_FILES;

/**
 * The scripts kept once fetched (ON_TAP_FILES), as the pages ask for them ("/assets/quotation-pdf.<hash>.js").
 * @param {string} directory build/client, as a path
 */
export async function onTapList(directory) {
  /** @type {string[]} */
  const urls = [];
  for await (const file of glob(`${ASSETS_PREFIX.slice(1)}**/*.js`, { cwd: directory })) {
    const url = file.replaceAll("\\", "/");
    if (ON_TAP_FILES.test(url.split("/").at(-1) ?? "")) urls.push(`/${url}`);
  }
  return urls.sort();
}

/** The type every kept page is sent with, as hosts send an .html file. */
const HTML_TYPE = "text/html; charset=utf-8";

/**
 * Builds build/client/sw.js and says what it keeps. Its version covers the hosts' configuration, so it is built
 * after every host's file is written: a change of headers alone makes a new worker, which replaces the pages kept
 * with the old headers.
 * @param {URL} build the build folder (client/ and the hosts' files)
 * @param {{
 *   hostFiles?: readonly string[],
 *   rules?: import("./host-rules.mjs").SiteRules,
 *   env?: Record<string, string | undefined>,
 *   siteEnv?: Record<string, string | undefined>,
 * }} [options]
 *   hostFiles: the hosts' configuration files the build wrote, relative to the build folder;
 *   rules: the hosts' rules those files were written from (each page's headers, the redirects);
 *   siteEnv: the VITE_ variables the site was built with (read as Vite reads them unless given)
 */
export async function buildServiceWorker(
  build,
  {
    hostFiles = [],
    rules,
    env = process.env,
    siteEnv = loadEnv("production", fileURLToPath(root), "VITE_"),
  } = {},
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
  if (hostFiles.length === 0 || !rules)
    throw new Error("the service worker is built after the hosts' configuration, which its version covers");

  const pages = await writePagesFile(directory, rules);
  const precache = await precacheList(directory);
  const onTap = await onTapList(directory);
  const settings = {
    pages: `/${pages.file}`,
    notFound: NOT_FOUND.file,
    redirects: rules.redirects,
    precache,
    onTap,
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
  await writeFile(
    target,
    await bundle("app/service-worker/sw.ts", { __OFFLINE_COPY__: JSON.stringify({ version, ...settings }) }),
  );

  const worker = await readFile(target);
  const files = await wireSizes(
    directory,
    precache.map((entry) => entry.url),
  );
  console.log(
    `postbuild: ${shownPath(`client/${WORKER}`, env)} (version ${version}, ${kb(worker.length)}, ${kb(gzipSync(worker).length)} gzip) ` +
      `keeps ${pages.count} pages in one file, ${shownPath(`client/${pages.file}`, env)} (${kb(pages.bytes)}: ` +
      `${kb(pages.brotli)} brotli, ${kb(pages.gzip)} gzip over the wire), and ${precache.length} more files ` +
      `(${kb(files.brotli)} brotli, ${kb(files.gzip)} gzip); ${onTap.length} more only once a page has fetched them ` +
      `(${onTap.map((url) => url.split("/").at(-1)).join(", ")})`,
  );
}

/**
 * Writes the file of every page: each with its status and the headers its hosts send (the type, the page's own
 * Content-Security-Policy and the other document headers), the not-found page under its file's name with its
 * status. Not the redirects' own pages (the worker answers those addresses with the redirect) nor the content
 * manager.
 * @param {string} directory build/client, as a path
 * @param {import("./host-rules.mjs").SiteRules} rules
 */
async function writePagesFile(directory, rules) {
  const redirected = new Set(rules.redirects.map((redirect) => redirect.from));
  const headersOf = new Map(rules.pages.map((page) => [page.path, page.headers]));
  const files = (await readdir(directory, { recursive: true }))
    .map((file) => file.replaceAll("\\", "/"))
    .filter((file) => file.endsWith(".html") && !file.startsWith(ADMIN_PREFIX.slice(1)));
  /** @type {import("../../app/service-worker/page-bundle.ts").PlainPage[]} */
  const pages = [];
  for (const file of files) {
    const path = pagePath(file);
    const notFound = `/${file}` === NOT_FOUND.file;
    if (!notFound && (path === undefined || redirected.has(path))) continue;
    const headers = notFound ? rules.notFound.headers : path === undefined ? undefined : headersOf.get(path);
    if (!headers)
      throw new Error(`the hosts' rules give ${file} no headers: it cannot be kept for offline use`);
    pages.push({
      path: notFound ? NOT_FOUND.file : (path ?? ""),
      status: notFound ? NOT_FOUND.status : 200,
      headers: { "Content-Type": HTML_TYPE, ...rules.everyResponse, ...headers },
      html: await readFile(`${directory}/${file}`, "utf8"),
    });
  }
  if (!pages.some((page) => page.path === NOT_FOUND.file))
    throw new Error(`the build has no ${NOT_FOUND.file}: the offline copy answers unknown addresses with it`);
  // Home first, then by address: a page's neighbours share the most with it.
  pages.sort((a, b) => (a.path === "/" ? -1 : b.path === "/" ? 1 : a.path.localeCompare(b.path)));
  const text = JSON.stringify(encodePages(pages));
  const hash = createHash("sha256").update(text).digest("hex").slice(0, 16);
  const file = `${PAGES_FILE.folder}${PAGES_FILE.prefix}${hash}${PAGES_FILE.extension}`;
  await writeFile(`${directory}/${file}`, text);
  const data = Buffer.from(text);
  return {
    file,
    count: pages.length,
    bytes: data.length,
    // As postbuild stores it (precompress.mjs: the best levels in the assets folder).
    brotli: brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length,
    gzip: gzipSync(data, { level: 9 }).length,
  };
}

/**
 * Every file PRECACHE_PATTERNS names, relative to build/client, with its revision: none for the hashed files of the
 * assets folder (the browser may take them from its HTTP cache), the hash of its content for the others.
 * @param {string} directory build/client, as a path
 * @returns {Promise<{ url: string, revision: string | null }[]>}
 */
export async function precacheList(directory) {
  /** @type {{ url: string, revision: string | null }[]} */
  const entries = [];
  for (const pattern of PRECACHE_PATTERNS) {
    const matched = [];
    for await (const file of glob(pattern, { cwd: directory })) matched.push(file.replaceAll("\\", "/"));
    if (matched.length === 0)
      throw new Error(`service worker: the pattern ${pattern} matches no file of the build`);
    for (const url of matched.sort().filter((file) => !ON_TAP_FILES.test(file.split("/").at(-1) ?? ""))) {
      const hashed = url.startsWith(ASSETS_PREFIX.slice(1));
      const revision = hashed
        ? null
        : createHash("md5")
            .update(await readFile(`${directory}/${url}`))
            .digest("hex");
      entries.push({ url, revision });
    }
  }
  return entries;
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
