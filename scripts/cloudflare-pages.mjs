// Runs Cloudflare's own local Pages server (`wrangler pages dev`, the workerd engine) over build/client, which
// applies the build's `_headers` and `_redirects` and the 404 page as Cloudflare Pages does: offline, on a loopback
// port, with its state, logs and working folder in a fresh temp folder.
//
//   node scripts/cloudflare-pages.mjs                 serve until Ctrl+C
//   node scripts/cloudflare-pages.mjs -- <command>    serve, run the command with E2E_BASE_URL set, stop, exit with its code
//
// Port: CLOUDFLARE_PAGES_PORT, else E2E_PORT + 2, else 4175; the inspector takes the next port.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
/** A date the pinned workerd supports; Pages projects set theirs in the dashboard. */
const COMPATIBILITY_DATE = "2025-07-01";

const separator = process.argv.indexOf("--");
const command = process.argv.slice(separator === -1 ? 2 : separator + 1);
const port = Number(
  process.env.CLOUDFLARE_PAGES_PORT ?? (process.env.E2E_PORT ? Number(process.env.E2E_PORT) + 2 : 4175),
);
if (!Number.isInteger(port) || port < 1 || port > 65534)
  fail(`CLOUDFLARE_PAGES_PORT must be a port number, got ${port}`);
if (!existsSync(`${root}build/client/_headers`) || !existsSync(`${root}build/client/404.html`)) {
  fail("No production build with its _headers: run `npm run build` first.");
}
const wrangler = `${root}node_modules/.bin/wrangler`;
if (!existsSync(wrangler)) fail("wrangler is not installed: run `npm ci`.");

const temp = mkdtempSync(join(tmpdir(), "industrial-suppliers-pages-"));
// Miniflare downloads a sample `Request.cf` object unless its cache (beside the working folder) holds one: the
// site never reads it, so an empty one keeps the run offline.
mkdirSync(join(temp, "node_modules", ".mf"), { recursive: true });
writeFileSync(join(temp, "node_modules", ".mf", "cf.json"), "{}\n");

const server = spawn(
  wrangler,
  [
    "pages",
    "dev",
    `${root}build/client`,
    "--ip=127.0.0.1",
    `--port=${port}`,
    `--inspector-port=${port + 1}`,
    `--compatibility-date=${COMPATIBILITY_DATE}`,
    `--persist-to=${join(temp, "state")}`,
    "--log-level=warn",
    "--show-interactive-dev-session=false",
  ],
  {
    cwd: temp,
    // Its own process group, so stopping it stops the workerd process it starts.
    detached: true,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: "false",
      WRANGLER_LOG_PATH: join(temp, "logs"),
      // Wrangler asks the npm registry whether it is the newest version: point it at a closed local port.
      npm_config_registry: "http://127.0.0.1:9/",
      CI: "true",
    },
  },
);
let stopping = false;
server.on("exit", (code, signal) => {
  if (!stopping) {
    cleanUp();
    fail(`wrangler stopped unexpectedly (${signal ?? `exit code ${code}`})`);
  }
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => void stop().then(() => process.exit(130)));
}

const baseUrl = `http://127.0.0.1:${port}`;
await waitForServer(`${baseUrl}/`);
console.log(`Cloudflare Pages (wrangler pages dev) serving build/client on ${baseUrl}`);

if (command.length === 0) {
  console.log("Press Ctrl+C to stop.");
} else {
  const [program = "", ...rest] = command;
  const child = spawn(program, rest, {
    stdio: "inherit",
    env: { ...process.env, E2E_BASE_URL: baseUrl, SERVER_NAME: "cloudflare-pages" },
  });
  const code = await new Promise((resolve) => child.on("exit", (exitCode) => resolve(exitCode ?? 1)));
  await stop();
  process.exit(code);
}

async function stop() {
  if (stopping) return;
  stopping = true;
  if (server.exitCode === null && server.signalCode === null && server.pid) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    process.kill(-server.pid, "SIGTERM");
    const timer = setTimeout(() => server.pid && process.kill(-server.pid, "SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
  }
  cleanUp();
}

function cleanUp() {
  rmSync(temp, { recursive: true, force: true });
}

async function waitForServer(url) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  fail(`wrangler did not answer on ${url} within 60 s`);
}

function fail(message) {
  console.error(message);
  process.exit(1);
}
