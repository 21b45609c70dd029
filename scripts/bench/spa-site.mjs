// The bench's plain single-page React shop (scripts/bench/spa/): built with Vite into a folder of its own at bench
// time, and served as such a shop is: every address answers with its one HTML page (the router in the page draws
// the rest), hashed files cached for a year, everything sent brotli-compressed at the best level, as the site is.
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants } from "node:zlib";
import { build } from "vite";

const SPA_DIR = fileURLToPath(new URL("spa/", import.meta.url));

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
};

/**
 * Builds the shop into `outDir` (emptied first).
 * @param {string} outDir
 */
export async function buildSpa(outDir) {
  await build({
    root: SPA_DIR,
    configFile: false,
    logLevel: "warn",
    base: "/",
    oxc: { jsx: { runtime: "automatic" } },
    build: { outDir, emptyOutDir: true },
  });
}

/**
 * The file an address answers with: a file of the build, or its page.
 * @param {string} dir
 * @param {string} url
 */
export function spaFile(dir, url) {
  const path = normalize(decodeURIComponent(new URL(url, "http://spa").pathname)).replace(
    /^(\.\.[/\\])+/,
    "",
  );
  const file = join(dir, path);
  return file.startsWith(dir) && existsSync(file) && statSync(file).isFile() ? file : join(dir, "index.html");
}

/**
 * Serves the built shop in `dir` on 127.0.0.1:`port`.
 * @param {{ dir: string, port: number }} options
 * @returns {Promise<{ close(): Promise<void> }>}
 */
export async function serveSpa({ dir, port }) {
  /** @type {Map<string, Buffer>} */
  const compressed = new Map();
  const brotli = (/** @type {string} */ file) => {
    let body = compressed.get(file);
    if (!body) {
      body = brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      compressed.set(file, body);
    }
    return body;
  };
  const server = createServer((request, response) => {
    const file = spaFile(dir, request.url ?? "/");
    const type = TYPES[/** @type {keyof typeof TYPES} */ (extname(file))];
    const encoded = type !== undefined && /\bbr\b/.test(request.headers["accept-encoding"] ?? "");
    const body = encoded ? brotli(file) : readFileSync(file);
    response.writeHead(200, {
      "Content-Type": type ?? "application/octet-stream",
      "Content-Length": body.length,
      "Cache-Control": file.includes(`${join(dir, "assets")}`)
        ? "public, max-age=31536000, immutable"
        : "no-cache",
      ...(encoded ? { "Content-Encoding": "br", Vary: "Accept-Encoding" } : {}),
    });
    response.end(request.method === "HEAD" ? undefined : body);
  });
  server.keepAliveTimeout = 5_000;
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(undefined));
  });
  return {
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
