// `npm run cms`: the site's dev server (Astro's) and Decap's local backend (decap-server) together, so staff edit the
// data files through http://localhost:<PORT>/admin/ without an account. Edits are written straight to the files
// in app/data/; the dev server reloads the site with them.
//   PORT               the site (default 5173)
//   DECAP_SERVER_PORT  decap-server (default 8081)
import { spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { spawnAstro } from "../build/astro-cli.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const sitePort = process.env.PORT ?? "5173";
const proxyPort = process.env.DECAP_SERVER_PORT ?? "8081";
const bin = (name) => join(root, "node_modules", ".bin", name);

const children = [
  spawn(bin("decap-server"), [], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PORT: proxyPort, BIND_HOST: "127.0.0.1", GIT_REPO_DIRECTORY: root },
  }),
  // Astro's dev server on PORT, strictly (astro.config.mjs reads it): a port in use is an error, not another port.
  spawnAstro(["dev"], { cwd: root, env: { ...process.env, PORT: sitePort, DECAP_SERVER_PORT: proxyPort } }),
];
console.log(`Content manager: http://localhost:${sitePort}/admin/ (decap-server on port ${proxyPort})`);

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  process.exitCode = code;
}
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(0));
