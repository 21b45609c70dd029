// The sites a bench measures side by side, each served on its own loopback port behind a proxy that counts the
// bytes it sends: this checkout's production build (`npm start`), optionally a second checkout's (`--site <dir>`,
// served by its own `npm start`: the same site before a change, say), and the plain single-page React shop
// (scripts/bench/spa/) as a yardstick.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { freePorts } from "../serve/free-ports.mjs";
import { startCountingProxy } from "./counting-proxy.mjs";
import { buildSpa, serveSpa } from "./spa-site.mjs";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/**
 * @typedef {object} Site
 * @property {string} name how the tables name it
 * @property {"site" | "spa"} kind a checkout of this site, or the single-page shop
 * @property {string} [dir] a checkout's folder
 * @property {string} origin where the browser reaches it (the counting proxy)
 * @property {() => number} bytes what the site has sent so far, headers and compressed bodies
 * @property {() => Promise<void>} close
 */

/**
 * Builds a checkout the way it builds itself (`npm run build` in its folder); a second checkout builds into its
 * own build/ whatever BUILD_DIR this one was given.
 * @param {string} dir
 * @param {boolean} own whether it is this checkout
 */
export function buildCheckout(dir, own) {
  const env = { ...process.env };
  if (!own) delete env.BUILD_DIR;
  const built = spawnSync("npm", ["run", "build"], { cwd: dir, stdio: "inherit", env });
  if (built.status !== 0) throw new Error(`npm run build failed in ${dir}`);
}

/**
 * Serves a checkout's build with its own `npm start` on a free port, behind a counting proxy.
 * @param {{ dir: string, name: string, own: boolean }} options
 * @returns {Promise<Site>}
 */
export async function startCheckout({ dir, name, own }) {
  const [serverPort = 0, proxyPort = 0] = await freePorts(2);
  const env = { ...process.env, PORT: String(serverPort), HOST: "127.0.0.1" };
  if (!own) delete env.BUILD_DIR;
  const server = spawn(process.execPath, ["scripts/serve/start.mjs"], { cwd: dir, env, stdio: "ignore" });
  const proxy = await startCountingProxy({ port: proxyPort, targetPort: serverPort });
  const origin = `http://127.0.0.1:${proxyPort}`;
  await waitForServer(`${origin}/`, 60_000);
  return {
    name,
    kind: "site",
    dir,
    origin,
    bytes: proxy.bytes,
    close: async () => {
      server.kill();
      await proxy.close();
    },
  };
}

/**
 * Builds the single-page shop into a temporary folder and serves it behind a counting proxy.
 * @returns {Promise<Site>}
 */
export async function startSpa() {
  const dir = mkdtempSync(join(tmpdir(), "bench-spa-"));
  await buildSpa(dir);
  const [serverPort = 0, proxyPort = 0] = await freePorts(2);
  const server = await serveSpa({ dir, port: serverPort });
  const proxy = await startCountingProxy({ port: proxyPort, targetPort: serverPort });
  return {
    name: "plain React SPA",
    kind: "spa",
    origin: `http://127.0.0.1:${proxyPort}`,
    bytes: proxy.bytes,
    close: async () => {
      await server.close();
      await proxy.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The sites of this run: this checkout, the checkouts named with --site, and the single-page shop unless left out.
 * @param {{ others: readonly string[], spa: boolean, build: boolean }} options
 * @returns {Promise<Site[]>}
 */
export async function startSites({ others, spa, build }) {
  const checkouts = [
    { dir: ROOT, name: "this checkout", own: true },
    ...others.map((dir) => ({ dir: resolve(dir), name: basename(resolve(dir)), own: false })),
  ];
  if (build) for (const { dir, own } of checkouts) buildCheckout(dir, own);
  /** @type {Site[]} */
  const sites = [];
  try {
    for (const checkout of checkouts) sites.push(await startCheckout(checkout));
    if (spa) sites.push(await startSpa());
  } catch (error) {
    await Promise.all(sites.map((site) => site.close()));
    throw error;
  }
  return sites;
}

/**
 * @param {string} url
 * @param {number} timeoutMs
 */
function waitForServer(url, timeoutMs) {
  const started = Date.now();
  return new Promise((resolvePromise, reject) => {
    const attempt = () =>
      fetch(url)
        .then(() => resolvePromise(undefined))
        .catch(() =>
          Date.now() - started > timeoutMs
            ? reject(new Error(`${url} did not answer within ${timeoutMs / 1000} s`))
            : setTimeout(attempt, 250),
        );
    attempt();
  });
}
