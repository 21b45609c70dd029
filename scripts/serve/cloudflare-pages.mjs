// Runs Cloudflare's own local Pages server (`wrangler pages dev`, the workerd engine) over the build's client/
// folder (BUILD_DIR, else build/), which applies the build's `_headers`, `_redirects` and `_routes.json` and the
// 404 page as Cloudflare Pages does, and runs the repository's functions (functions/, at /api/*): offline, on a
// loopback port, with its state, logs and working folder in a fresh temp folder.
//
//   node scripts/serve/cloudflare-pages.mjs                 serve until Ctrl+C
//   node scripts/serve/cloudflare-pages.mjs -- <command>    serve, run the command with E2E_BASE_URL set, stop, exit with its code
//
// Port: CLOUDFLARE_PAGES_PORT, else E2E_PORT + 2, else 4175; the inspector takes the next port.
// The functions' settings (FUNCTION_SETTINGS below: ENQUIRY_FORWARD_URL, GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET,
// GITHUB_URL) are read from this process's environment and passed on as the project's variables, those set only.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildUrl, shownPath } from "../build/build-dir.mjs";
import {
  colourWanted,
  fail,
  passWithoutColour,
  portFromEnv,
  root,
  runAgainstServer,
} from "./run-against-server.mjs";

/** The functions' settings this script passes on from its environment, when set. */
const FUNCTION_SETTINGS = ["ENQUIRY_FORWARD_URL", "GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET", "GITHUB_URL"];

/** The project's compatibility date, as Pages reads it from wrangler.toml. */
const COMPATIBILITY_DATE = /^compatibility_date\s*=\s*"(\d{4}-\d{2}-\d{2})"/m.exec(
  readFileSync(`${root}wrangler.toml`, "utf8"),
)?.[1];
if (!COMPATIBILITY_DATE) fail("wrangler.toml has no compatibility_date");

const port = portFromEnv({ variable: "CLOUDFLARE_PAGES_PORT", e2eOffset: 2, fallback: 4175, max: 65534 });
// The build in BUILD_DIR (build/ by default), as `npm start` serves it.
const client = fileURLToPath(new URL("client/", buildUrl()));
if (!existsSync(`${client}_headers`) || !existsSync(`${client}404.html`)) {
  fail(`No production build with its _headers in ${shownPath("")}: run \`npm run build\` first.`);
}
const wrangler = `${root}node_modules/.bin/wrangler`;
if (!existsSync(wrangler)) fail("wrangler is not installed: run `npm ci`.");

/**
 * Wrangler colours its errors and warnings whatever the terminal (FORCE_COLOR and NO_COLOR do not reach them): when
 * colour is not wanted, its lines are passed on without the codes.
 */
const plain = !colourWanted(process.stdout, process.env);

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
    // wrangler takes the functions from `functions/` in its working folder: the repository's own, linked (a link
    // to the folder, so their imports of server/ and of node_modules resolve in the checkout).
    symlinkSync(
      `${root}functions`,
      join(temp, "functions"),
      process.platform === "win32" ? "junction" : "dir",
    );
    const bindings = FUNCTION_SETTINGS.filter((name) => process.env[name] !== undefined).map(
      (name) => `--binding=${name}=${process.env[name]}`,
    );
    const server = spawn(
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
        ...bindings,
      ],
      {
        cwd: temp,
        // Its own process group (see processGroup below), so stopping it stops the workerd process it starts.
        detached: true,
        stdio: ["ignore", plain ? "pipe" : "inherit", plain ? "pipe" : "inherit"],
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
    if (plain) {
      passWithoutColour(server.stdout, process.stdout);
      passWithoutColour(server.stderr, process.stderr);
    }
    return server;
  },
  processGroup: true,
  readyTimeoutMs: 60_000,
  readyMessage: (baseUrl) =>
    `Cloudflare Pages (wrangler pages dev) serving ${shownPath("client")} on ${baseUrl}`,
});
