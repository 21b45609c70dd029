// Vercel's Build Output API: what a Git-connected Vercel project serves. Vercel reads `vercel.json` only from the
// repository's root, where a committed file cannot hold this build's Content-Security-Policy hashes; but when the
// build command leaves `.vercel/output/config.json` in the project's root, Vercel deploys that folder as it is.
// So the build writes there, on Vercel (VERCEL set) or when asked (VERCEL_OUTPUT=1):
// - config.json: the routes of the site's rules (scripts/build/host-rules.mjs), turned from the same vercel.json the
//   build writes into build/client by Vercel's own routing library, then the files, then the not-found page;
// - static/: build/client, without the stored .br/.gz copies (Vercel compresses what it sends itself);
// - functions/api/<name>.func/: the site's functions as edge functions, bundled from the handlers in server/.
// Plain Node ESM: postbuild runs it without a TypeScript step.
import { cp, mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { getTransformedRoutes } from "@vercel/routing-utils";
import { build as bundle } from "esbuild";
import { vercelConfig } from "./host-configs.mjs";
import { NOT_FOUND_ADDRESSES, pagePath } from "./host-rules.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));

/**
 * The site's functions: the address each answers at, the handler it runs (a module of the handlers' folder, which
 * exports `name(request, env)`), the runtime variables the handler is given and, with `clientAddress`, the client's
 * address as Vercel sets it (x-real-ip, which Vercel overwrites, so a client cannot choose it).
 * @type {readonly { path: string, module: string, handler: string, env: readonly string[], clientAddress?: true }[]}
 */
export const FUNCTIONS = [
  {
    path: "/api/enquiry",
    module: "enquiry.ts",
    handler: "handleEnquiry",
    env: ["ENQUIRY_FORWARD_URL"],
    clientAddress: true,
  },
  ...["auth", "callback"].map((name) => ({
    path: `/api/${name}`,
    module: "github-oauth.ts",
    handler: `handle${name[0]?.toUpperCase()}${name.slice(1)}`,
    env: ["GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET", "GITHUB_URL"],
  })),
];

/** Files precompress.mjs stores beside a text file. */
const STORED_COPY = /\.(br|gz)$/;
const HTML_TYPE = "text/html; charset=utf-8";

/**
 * The repository's own vercel.json: only what a Git-connected project must read before the build (no framework
 * preset, the build and install commands). The site's rules come from the build, in config.json. Node's version
 * comes from package.json's `engines`.
 */
export function rootVercelConfig() {
  return {
    $schema: "https://openapi.vercel.sh/vercel.json",
    framework: null,
    installCommand: "npm ci",
    buildCommand: "npm run build",
  };
}

/**
 * Whether the build writes the Build Output folder: on Vercel's build machines (VERCEL is set there) or when asked.
 * @param {Readonly<Record<string, string | undefined>>} env
 */
export function vercelOutputWanted(env) {
  const on = (/** @type {string | undefined} */ value) => Boolean(value?.trim()) && value?.trim() !== "0";
  return on(env.VERCEL) || on(env.VERCEL_OUTPUT);
}

/**
 * Where it goes: `.vercel/output/` in the project's root, where Vercel looks for it; VERCEL_OUTPUT_DIR names another
 * folder (the tests' own). And the folder holding the functions' handlers: server/, or VERCEL_FUNCTION_SOURCES.
 * @param {Readonly<Record<string, string | undefined>>} env
 */
export function vercelOutputPaths(env) {
  return {
    output: resolve(root, env.VERCEL_OUTPUT_DIR?.trim() || ".vercel/output"),
    sources: resolve(root, env.VERCEL_FUNCTION_SOURCES?.trim() || "server"),
  };
}

/**
 * The address a static file answers at when it is not its own path: each page's HTML file at its address without
 * `.html` or `/index.html`, as `npm start` serves it (the home page stays `index.html`, which Vercel serves at `/`).
 * @param {string} file path relative to the client folder, with "/" separators
 * @returns {string | undefined} the address without its leading slash
 */
export function cleanAddress(file) {
  if (!file.endsWith(".html") || file === "index.html") return undefined;
  return (pagePath(file) ?? `/${file.slice(0, -".html".length)}`).slice(1);
}

/**
 * config.json for this build.
 * @param {import("./host-rules.mjs").SiteRules} rules
 * @param {{ htmlFiles: readonly string[] }} files the HTML files of the client folder, relative, "/" separators
 */
export function buildOutputConfig(rules, { htmlFiles }) {
  const { routes, error } = getTransformedRoutes(
    vercelConfig(rules, { functions: FUNCTIONS.map((entry) => entry.path) }),
  );
  if (error || !routes)
    throw new Error(`Vercel's routing refused the site's rules: ${error?.message ?? "no routes"}`);
  const notFound = cleanAddress(rules.notFound.file.slice(1)) ?? rules.notFound.file.slice(1);
  const escaped = (/** @type {string} */ address) => address.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  /** @type {Record<string, { path: string, contentType: string }>} */
  const overrides = {};
  for (const file of [...htmlFiles].sort()) {
    const path = cleanAddress(file);
    if (path !== undefined) overrides[file] = { path, contentType: HTML_TYPE };
  }
  return {
    version: 3,
    routes: [
      // Vercel's clean-URL and slash routes redirect with 308; every other server of the site answers them with
      // 301, like the site's own redirects.
      // The not-found page's own addresses are no page: the not-found page, with its status and headers, before
      // any other route (Vercel's own would redirect /404.html to /404, and serve that as a file).
      ...NOT_FOUND_ADDRESSES.map((address) => ({
        src: `^${escaped(address)}$`,
        dest: `/${notFound}`,
        status: rules.notFound.status,
        headers: { ...rules.everyResponse, ...rules.notFound.headers },
      })),
      ...routes.map((route) =>
        "status" in route && route.status === 308 ? { ...route, status: 301 } : route,
      ),
      { handle: "filesystem" },
      // After the files and functions: every other address is the not-found page, with its status and headers
      // (the cache rule of a page, whatever the address: a missing asset is no year-long file).
      { src: "^/.*$", dest: `/${notFound}`, status: rules.notFound.status, headers: rules.notFound.headers },
    ],
    overrides,
  };
}

/**
 * The entry of one function's bundle: the handler with the runtime variables it reads, as Vercel's edge runtime
 * gives them (process.env, each by name).
 * @param {(typeof FUNCTIONS)[number]} entry
 * @param {string} sources
 */
function functionEntry(entry, sources) {
  const env = [
    ...entry.env.map((name) => `${name}: process.env.${name}`),
    ...(entry.clientAddress ? ['clientAddress: request.headers.get("x-real-ip")'] : []),
  ].join(", ");
  return (
    `import { ${entry.handler} } from ${JSON.stringify(join(sources, entry.module))};\n` +
    `export default function handler(request) {\n  return ${entry.handler}(request, { ${env} });\n}\n`
  );
}

/**
 * Writes the Build Output folder for the build in `client` with these rules, replacing what `output` held.
 * @param {{ client: string, rules: import("./host-rules.mjs").SiteRules, output: string, sources: string }} options
 *   client: the build's client folder; sources: the folder holding the functions' handlers
 * @returns {Promise<{ files: number, functions: string[] }>}
 */
export async function writeVercelOutput({ client, rules, output, sources }) {
  const files = (await readdir(client, { recursive: true, encoding: "utf8" })).map((file) =>
    file.split("\\").join("/"),
  );
  const all = new Set(files);
  const stored = (/** @type {string} */ file) =>
    STORED_COPY.test(file) && all.has(file.replace(STORED_COPY, ""));
  await rm(output, { recursive: true, force: true });
  await mkdir(output, { recursive: true });
  await cp(client, join(output, "static"), {
    recursive: true,
    filter: (source) => !stored(relative(client, source).split("\\").join("/")),
  });
  const htmlFiles = files.filter((file) => file.endsWith(".html"));
  const config = buildOutputConfig(rules, { htmlFiles });
  await writeFile(join(output, "config.json"), `${JSON.stringify(config, null, 2)}\n`);

  for (const entry of FUNCTIONS) {
    const folder = join(output, "functions", `${entry.path.slice(1)}.func`);
    await mkdir(folder, { recursive: true });
    await bundle({
      stdin: { contents: functionEntry(entry, sources), resolveDir: root, sourcefile: `${entry.path}.js` },
      bundle: true,
      format: "esm",
      platform: "browser",
      conditions: ["edge-light", "worker"],
      target: "es2022",
      outfile: join(folder, "index.js"),
      logLevel: "silent",
    });
    const vcConfig = { runtime: "edge", entrypoint: "index.js", envVarsInUse: entry.env };
    await writeFile(join(folder, ".vc-config.json"), `${JSON.stringify(vcConfig, null, 2)}\n`);
  }
  let count = 0;
  for (const file of files) if (!stored(file) && (await stat(join(client, file))).isFile()) count += 1;
  return { files: count, functions: FUNCTIONS.map((entry) => entry.path) };
}
