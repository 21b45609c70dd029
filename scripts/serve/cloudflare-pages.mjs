// Runs Cloudflare's own local Pages server (`wrangler pages dev`, the workerd engine) over the build's client/
// folder (BUILD_DIR, else build/), which applies the build's `_headers` and `_redirects` and the 404 page as
// Cloudflare Pages does: offline, on a loopback port, with its state, logs and working folder in a fresh temp
// folder.
//
//   node scripts/serve/cloudflare-pages.mjs                 serve until Ctrl+C
//   node scripts/serve/cloudflare-pages.mjs -- <command>    serve, run the command with E2E_BASE_URL set, stop, exit with its code
//
// Port: CLOUDFLARE_PAGES_PORT, else E2E_PORT + 2, else 4175; the inspector takes the next port.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildUrl, shownPath } from "../build/build-dir.mjs";
import { fail, portFromEnv, root, runAgainstServer } from "./run-against-server.mjs";

/** A date the pinned workerd supports; Pages projects set theirs in the dashboard. */
const COMPATIBILITY_DATE = "2025-07-01";

const port = portFromEnv({ variable: "CLOUDFLARE_PAGES_PORT", e2eOffset: 2, fallback: 4175, max: 65534 });
// The build in BUILD_DIR (build/ by default), as `npm start` serves it.
const client = fileURLToPath(new URL("client/", buildUrl()));
if (!existsSync(`${client}_headers`) || !existsSync(`${client}404.html`)) {
  fail(`No production build with its _headers in ${shownPath("")}: run \`npm run build\` first.`);
}
const wrangler = `${root}node_modules/.bin/wrangler`;
if (!existsSync(wrangler)) fail("wrangler is not installed: run `npm ci`.");

await runAgainstServer({
  name: "wrangler",
  serverName: "cloudflare-pages",
  port,
  tempPrefix: "pages",
  start(temp) {
    // Miniflare downloads a sample `Request.cf` object unless its cache (beside the working folder) holds one: the
    // site never reads it, so an empty one keeps the run offline.
    mkdirSync(join(temp, "node_modules", ".mf"), { recursive: true });
    writeFileSync(join(temp, "node_modules", ".mf", "cf.json"), "{}\n");
    return spawn(
      wrangler,
      [
        "pages",
        "dev",
        client,
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
        // Its own process group (see processGroup below), so stopping it stops the workerd process it starts.
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
  },
  processGroup: true,
  readyTimeoutMs: 60_000,
  readyMessage: (baseUrl) =>
    `Cloudflare Pages (wrangler pages dev) serving ${shownPath("client")} on ${baseUrl}`,
});
