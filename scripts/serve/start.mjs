// `npm start`: builds when there is no production build yet, then serves build/client on PORT (default 4173)
// with the rules of build/serve.json, which the build writes from scripts/build/host-rules.mjs. With BUILD_DIR set,
// the build in that folder instead (built there first when missing).
//
// It runs serve's own engine (serve-handler and the compression middleware, resolved from the `serve` package)
// in-process rather than the `serve` CLI: the CLI validates its config and refuses header values over 2,048
// characters, which a CSP listing every inline script's hash outgrows. Scripts the build stored compressed
// (scripts/build/precompress.mjs) are sent as stored, brotli or gzip as the browser accepts; everything else is
// compressed on the fly.
import { spawnSync } from "node:child_process";
import { createReadStream, existsSync, readFileSync } from "node:fs";
import { lstat } from "node:fs/promises";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { buildUrl, shownPath } from "../build/build-dir.mjs";
import { chooseEncoding, COMPRESSIBLE } from "../build/precompress.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const port = Number.parseInt(process.env.PORT ?? "4173", 10);
const host = process.env.HOST ?? "0.0.0.0";
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a number from 1 to 65535, got "${process.env.PORT}"`);
  process.exit(1);
}

const build = fileURLToPath(buildUrl());
const configPath = `${build}serve.json`;
if (!existsSync(configPath) || !existsSync(`${build}client/404.html`)) {
  console.log("No production build yet: building first.");
  const built = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const fromServe = createRequire(createRequire(import.meta.url).resolve("serve/package.json"));
const handler = fromServe("serve-handler");
const compress = fromServe("compression")();
const config = { ...JSON.parse(readFileSync(configPath, "utf8")), public: `${build}client` };

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

const server = createServer((request, response) => {
  compress(request, response, (error) => {
    if (error) {
      response.statusCode = 500;
      response.end();
      return;
    }
    handler(request, response, config, storedCopies(request, response)).catch((cause) => {
      console.error(cause);
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    });
  });
});
server.keepAliveTimeout = 5_000;
server.on("error", (error) => {
  console.error(`Cannot serve on ${host}:${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, host, () => {
  console.log(`Serving ${shownPath("client")} on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
