// Runs Debian's nginx with deploy/nginx/industrial-suppliers.conf over the production build (BUILD_DIR, else
// build/), as an ordinary foreground process on a loopback port, with its config, pid, logs and temp files in a
// fresh temp folder.
//
//   node scripts/serve/nginx.mjs                 serve until Ctrl+C
//   node scripts/serve/nginx.mjs -- <command>    serve, run the command with E2E_BASE_URL set, stop, exit with its code
//   npm run nginx [-- <command>]           the same
//
// Port: NGINX_PORT, else E2E_PORT + 1, else 4174. Binary: NGINX_BIN, else /usr/sbin/nginx, else `nginx` on PATH.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildUrl, shownPath } from "../build/build-dir.mjs";
import { localSite, mainConfig } from "./nginx-config.mjs";
import { fail, portFromEnv, root, runAgainstServer } from "./run-against-server.mjs";

const SITE_CONF = `${root}deploy/nginx/industrial-suppliers.conf`;

const port = portFromEnv({ variable: "NGINX_PORT", e2eOffset: 1, fallback: 4174 });
const nginx = findNginx();
// The build in BUILD_DIR (build/ by default), as `npm start` serves it.
const build = fileURLToPath(buildUrl());
const includes = ["csp.conf", "files.conf", "redirects.conf"].map((file) => `${build}nginx/${file}`);
if (!includes.every((file) => existsSync(file)) || !existsSync(`${build}client/404.html`)) {
  fail(`No production build with its nginx includes in ${shownPath("")}: run \`npm run build\` first.`);
}

await runAgainstServer({
  name: "nginx",
  serverName: "nginx",
  port,
  tempPrefix: "nginx",
  start(temp) {
    const mainConf = join(temp, "nginx.conf");
    writeFileSync(
      join(temp, "site.conf"),
      localSite(readFileSync(SITE_CONF, "utf8"), build.replace(/\/$/, ""), port),
    );
    writeFileSync(
      mainConf,
      mainConfig({ tempDir: temp, siteConf: join(temp, "site.conf"), asRoot: process.getuid?.() === 0 }),
    );
    const args = ["-p", `${temp}/`, "-c", mainConf, "-e", `${temp}/error.log`];
    const check = spawnSync(nginx, [...args, "-t", "-q"], { encoding: "utf8" });
    if (check.status !== 0)
      throw new Error(`nginx rejected the configuration:\n${check.stderr}${check.stdout}`);
    return spawn(nginx, args, { stdio: ["ignore", "inherit", "inherit"] });
  },
  stopSignal: "SIGQUIT", // graceful: finish open requests, then exit
  readyTimeoutMs: 10_000,
  readyMessage: (baseUrl, temp) =>
    `nginx ${nginxVersion()} serving ${shownPath("client")} on ${baseUrl} (config and logs in ${temp})`,
  onFailure: printErrorLog,
});

/** @param {string} temp */
function printErrorLog(temp) {
  const log = join(temp, "error.log");
  if (existsSync(log)) {
    const text = readFileSync(log, "utf8").trim();
    if (text) console.error(`nginx error log:\n${text}`);
  }
}

/** @returns {string} */
function findNginx() {
  const candidates = [process.env.NGINX_BIN, "/usr/sbin/nginx"].filter(Boolean);
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  const which = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  fail("nginx not found: install it (Debian: apt-get install -y nginx) or set NGINX_BIN.");
}

function nginxVersion() {
  const result = spawnSync(nginx, ["-v"], { encoding: "utf8" });
  return /nginx\/(\S+)/.exec(result.stderr)?.[1] ?? "";
}
