// How `npm start` answers a request for a build: serve's own engine (serve-handler and the compression
// middleware, resolved from the `serve` package) with the build's serve.json, and the scripts the build stored
// compressed (scripts/build/precompress.mjs) sent as stored, brotli or gzip as the browser accepts. The browser
// tests that need a server of their own (tests/e2e/offline-copy.ts) serve a build the same way.
import { createReadStream, existsSync, readFileSync } from "node:fs";
import { lstat } from "node:fs/promises";
import { createRequire } from "node:module";
import { chooseEncoding, COMPRESSIBLE } from "../build/precompress.mjs";

const fromServe = createRequire(createRequire(import.meta.url).resolve("serve/package.json"));
const handler = fromServe("serve-handler");
const compress = fromServe("compression")();

/**
 * File access for serve-handler that reads a file's stored compressed copy instead, when the request accepts
 * one and the build wrote it: the length and body are the copy's, the headers say so, and the on-the-fly
 * compression leaves an encoded response alone. Ranges and HEAD get the file as it is.
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 */
function storedCopies(request, response) {
  const stored =
    request.method === "GET" && !request.headers.range && chooseEncoding(request.headers["accept-encoding"]);
  if (!stored) return {};
  const copy = (/** @type {string} */ path) =>
    COMPRESSIBLE.test(path) && existsSync(path + stored.extension) ? path + stored.extension : null;
  return {
    lstat: (/** @type {string} */ path) => lstat(copy(path) ?? path),
    createReadStream: (/** @type {string} */ path, /** @type {object} */ options) => {
      const file = copy(path);
      if (file) {
        response.setHeader("Content-Encoding", stored.encoding);
        response.setHeader("Vary", "Accept-Encoding");
      }
      return createReadStream(file ?? path, options);
    },
  };
}

/**
 * Whether the request's path can name a file: a broken escape (`%E0%A4%A`, a link cut short) or an escaped NUL
 * byte cannot, and serve's engine would answer those with its own error page (400, or 500 for the NUL).
 * @param {string | undefined} url
 */
function decodable(url) {
  try {
    return !decodeURIComponent((url ?? "/").split("?")[0] ?? "/").includes("\0");
  } catch {
    return false;
  }
}

/**
 * What such a request is answered as instead: a path that decodes to "/%", which no page can have (every page's
 * address is made of slugs), so the visitor gets the site's own not-found page, with its headers, at the address
 * they typed, as for any unknown address.
 */
const NO_SUCH_FILE = "/%25";

/**
 * The request handler for the build in `build` (a folder holding serve.json and client/, with a trailing slash).
 * @param {string} build
 * @returns {(request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse) => void}
 */
export function siteHandler(build) {
  const config = { ...JSON.parse(readFileSync(`${build}serve.json`, "utf8")), public: `${build}client` };
  return (request, response) => {
    if (!decodable(request.url)) request.url = NO_SUCH_FILE;
    compress(request, response, (/** @type {unknown} */ error) => {
      if (error) {
        response.statusCode = 500;
        response.end();
        return;
      }
      handler(request, response, config, storedCopies(request, response)).catch(
        (/** @type {unknown} */ cause) => {
          console.error(cause);
          if (!response.headersSent) response.statusCode = 500;
          response.end();
        },
      );
    });
  };
}
