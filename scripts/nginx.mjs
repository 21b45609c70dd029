// Runs Debian's nginx with deploy/nginx/industrial-suppliers.conf over the production build, as an ordinary
// foreground process on a loopback port, with its config, pid, logs and temp files in a fresh temp folder.
//
//   node scripts/nginx.mjs                 serve until Ctrl+C
//   node scripts/nginx.mjs -- <command>    serve, run the command with E2E_BASE_URL set, stop, exit with its code
//   npm run nginx [-- <command>]           the same
//
// Port: NGINX_PORT, else E2E_PORT + 1, else 4174. Binary: NGINX_BIN, else /usr/sbin/nginx, else `nginx` on PATH.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { localSite, mainConfig } from "./nginx-config.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const SITE_CONF = `${root}deploy/nginx/industrial-suppliers.conf`;

const separator = process.argv.indexOf("--");
// `npm run nginx -- cmd` drops the `--`: then every argument is the command.
const command = process.argv.slice(separator === -1 ? 2 : separator + 1);
const port = Number(
  process.env.NGINX_PORT ?? (process.env.E2E_PORT ? Number(process.env.E2E_PORT) + 1 : 4174),
);
if (!Number.isInteger(port) || port < 1 || port > 65535)
  fail(`NGINX_PORT must be a port number, got ${port}`);

const nginx = findNginx();
if (!existsSync(`${root}build/nginx/csp.conf`) || !existsSync(`${root}build/client/404.html`)) {
  fail("No production build with its nginx include: run `npm run build` first.");
}

const temp = mkdtempSync(join(tmpdir(), "industrial-suppliers-nginx-"));
const mainConf = join(temp, "nginx.conf");
writeFileSync(join(temp, "site.conf"), localSite(readFileSync(SITE_CONF, "utf8"), `${root}build`, port));
writeFileSync(
  mainConf,
  mainConfig({ tempDir: temp, siteConf: join(temp, "site.conf"), asRoot: process.getuid?.() === 0 }),
);

const args = ["-p", `${temp}/`, "-c", mainConf, "-e", `${temp}/error.log`];
const check = spawnSync(nginx, [...args, "-t", "-q"], { encoding: "utf8" });
if (check.status !== 0) {
  cleanUp();
  fail(`nginx rejected the configuration:\n${check.stderr}${check.stdout}`);
}

const server = spawn(nginx, args, { stdio: ["ignore", "inherit", "inherit"] });
let stopping = false;
server.on("exit", (code, signal) => {
  if (!stopping) {
    printErrorLog();
    cleanUp();
    fail(`nginx stopped unexpectedly (${signal ?? `exit code ${code}`})`);
  }
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => void stop().then(() => process.exit(130)));
}

const baseUrl = `http://127.0.0.1:${port}`;
await waitForServer(`${baseUrl}/`);
console.log(`nginx ${nginxVersion()} serving build/client on ${baseUrl} (config and logs in ${temp})`);

if (command.length === 0) {
  console.log("Press Ctrl+C to stop.");
} else {
  const [program = "", ...rest] = command;
  const child = spawn(program, rest, {
    stdio: "inherit",
    env: { ...process.env, E2E_BASE_URL: baseUrl, SERVER_NAME: "nginx" },
  });
  const code = await new Promise((resolve) => child.on("exit", (exitCode) => resolve(exitCode ?? 1)));
  if (code !== 0) printErrorLog();
  await stop();
  process.exit(code);
}

async function stop() {
  if (stopping) return;
  stopping = true;
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGQUIT"); // graceful: finish open requests, then exit
    const timer = setTimeout(() => server.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
  }
  cleanUp();
}

function cleanUp() {
  rmSync(temp, { recursive: true, force: true });
}

async function waitForServer(url) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  printErrorLog();
  await stop();
  fail(`nginx did not answer on ${url} within 10 s`);
}

function printErrorLog() {
  const log = join(temp, "error.log");
  if (existsSync(log)) {
    const text = readFileSync(log, "utf8").trim();
    if (text) console.error(`nginx error log:\n${text}`);
  }
}

function findNginx() {
  const candidates = [process.env.NGINX_BIN, "/usr/sbin/nginx"].filter(Boolean);
  for (const candidate of candidates) if (existsSync(candidate)) return candidate;
  const which = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  fail("nginx not found: install it (Debian: apt-get install -y nginx) or set NGINX_BIN.");
}

function nginxVersion() {
  const result = spawnSync(nginx, ["-v"], { encoding: "utf8" });
  return /nginx\/(\S+)/.exec(result.stderr)?.[1] ?? "";
}

function fail(message) {
  console.error(message);
  process.exit(1);
}
