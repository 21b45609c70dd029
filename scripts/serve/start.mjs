// `npm start`: builds when there is no production build yet, then serves build/client on PORT (default 4173)
// with the rules of build/serve.json, which the build writes from scripts/build/host-rules.mjs. With BUILD_DIR set,
// the build in that folder instead (built there first when missing).
//
// It runs serve's own engine in-process (site-handler.mjs) rather than the `serve` CLI: the CLI validates its
// config and refuses header values over 2,048 characters, which a CSP listing every inline script's hash outgrows.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { buildUrl, shownPath } from "../build/build-dir.mjs";
import { siteHandler } from "./site-handler.mjs";

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

const server = createServer(siteHandler(build));
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
