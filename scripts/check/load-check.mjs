// A bounded burst against a local server: REQUESTS requests (default 1,000, every path about 17 times) over
// CONCURRENCY connections (default 20), spread across every page in the build's sitemap.xml (BUILD_DIR, else
// build/), the cart, hashed assets and a few unknown paths. Passes when nothing errors, every known path answers
// 2xx and every unknown path 404.
//
// Against `npm start` (started here), it first measures the server's memory: its resident size (RSS) idle, then
// after VISITORS (default 200) browser-like connections at once (each accepting brotli and gzip) have fetched
// the pages VISITS times each (default 5). It fails when the second figure is more than twice the first: a server
// that compresses every page anew for every visitor holds that memory long after the crowd has gone.
//
//   node scripts/check/load-check.mjs                         against `npm start`, started here on a free loopback port
//   E2E_BASE_URL=http://127.0.0.1:4174 node scripts/check/load-check.mjs      against a server already running
//
// Only loopback addresses are accepted: this is a regression check, not a load test of someone's site.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { fileURLToPath } from "node:url";
import { buildUrl, shownPath } from "../build/build-dir.mjs";
import { freePorts } from "../serve/free-ports.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const client = fileURLToPath(new URL("client/", buildUrl()));
const total = positiveInt(process.env.REQUESTS ?? "1000", "REQUESTS");
const concurrency = positiveInt(process.env.CONCURRENCY ?? "20", "CONCURRENCY");
const visitors = positiveInt(process.env.VISITORS ?? "200", "VISITORS");
const visits = positiveInt(process.env.VISITS ?? "5", "VISITS");
const serverName = process.env.E2E_ENGINE ?? (process.env.E2E_BASE_URL ? "server" : "npm start");
/** How much the server's resident memory may grow under the crowd, as a multiple of its idle figure. */
const MEMORY_GROWTH_LIMIT = 2;
/** What a browser sends with a page request. */
const BROWSER_HEADERS = {
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "Accept-Encoding": "gzip, deflate, br, zstd",
  "Accept-Language": "en-GB,en;q=0.9",
  "User-Agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
};

/** @param {number[]} sorted @param {number} q */
export function percentile(sorted, q) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

function positiveInt(value, name) {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a whole number above 0`);
  return number;
}

/** The pages the sitemap lists, by path. */
function sitemapPages() {
  const sitemap = readFileSync(`${client}sitemap.xml`, "utf8");
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "").pathname,
  );
  if (pages.length === 0)
    throw new Error(`${shownPath("client/sitemap.xml")} lists no pages: run \`npm run build\``);
  return pages;
}

/** The paths to hit, each with the status it must answer. */
function targets() {
  const pages = sitemapPages();
  const assets = readdirSync(`${client}assets`)
    .filter((file) => /\.(js|css)$/.test(file))
    .slice(0, 10)
    .map((file) => `/assets/${file}`);
  const known = [...pages, "/cart", "/sitemap.xml", "/robots.txt", "/og-image.png", ...assets];
  const unknown = ["/no/such/page", "/store/unknown/deep", "/assets/missing-file.js"];
  return [
    ...known.map((path) => ({ path, expect: "2xx" })),
    ...unknown.map((path) => ({ path, expect: "404" })),
  ];
}

async function waitFor(url, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no answer from ${url} within 60 s`);
}

async function burst(baseUrl) {
  const paths = targets();
  const latencies = [];
  const failures = [];
  const statuses = new Map();
  let next = 0;
  let bytes = 0;

  async function worker() {
    while (next < total) {
      const index = next++;
      const target = paths[index % paths.length];
      if (!target) return;
      const started = performance.now();
      try {
        const response = await fetch(`${baseUrl}${target.path}`, {
          headers: { "Accept-Encoding": "gzip, br" },
          redirect: "manual",
          signal: AbortSignal.timeout(10_000),
        });
        bytes += (await response.arrayBuffer()).byteLength;
        latencies.push(performance.now() - started);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const ok =
          target.expect === "404" ? response.status === 404 : response.status >= 200 && response.status < 300;
        if (!ok) failures.push(`${target.path}: HTTP ${response.status}, expected ${target.expect}`);
      } catch (error) {
        failures.push(`${target.path}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, () => worker()));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    server: serverName,
    baseUrl,
    requests: total,
    concurrency,
    distinctPaths: paths.length,
    seconds: Number(seconds.toFixed(2)),
    requestsPerSecond: Math.round(total / seconds),
    latencyMs: {
      p50: Number(percentile(latencies, 0.5).toFixed(1)),
      p95: Number(percentile(latencies, 0.95).toFixed(1)),
      p99: Number(percentile(latencies, 0.99).toFixed(1)),
      max: Number((latencies.at(-1) ?? 0).toFixed(1)),
    },
    transferredKiB: Math.round(bytes / 1024),
    statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
    failures: failures.length,
    firstFailures: failures.slice(0, 10),
  };
}

/**
 * The resident memory of a process, in bytes: from /proc on Linux, else from `ps`.
 * @param {number} pid
 */
function residentBytes(pid) {
  const status = `/proc/${pid}/status`;
  if (existsSync(status)) {
    const kib = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(status, "utf8"))?.[1];
    if (kib) return Number(kib) * 1024;
  }
  const ps = spawnSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" });
  const kib = Number(ps.stdout.trim());
  if (ps.status !== 0 || !Number.isFinite(kib) || kib <= 0)
    throw new Error(`cannot read the memory of process ${pid}`);
  return kib * 1024;
}

/**
 * VISITORS connections at once, each a browser asking for a page VISITS times in a row (the pages of the sitemap in
 * turn), the bodies read as they come and not decoded. Counts anything but a 2xx as a failure.
 * @param {string} baseUrl
 */
async function crowd(baseUrl) {
  const pages = sitemapPages();
  const agent = new Agent({ keepAlive: true, maxSockets: visitors });
  const failures = [];
  let done = 0;
  const get = (/** @type {string} */ path) =>
    new Promise((resolve) => {
      const outgoing = request(
        `${baseUrl}${path}`,
        { agent, headers: BROWSER_HEADERS, timeout: 30_000 },
        (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
          response.on("error", (error) => resolve(error.message));
        },
      );
      outgoing.on("timeout", () => outgoing.destroy(new Error("no answer within 30 s")));
      outgoing.on("error", (error) => resolve(error.message));
      outgoing.end();
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: visitors }, async (_, visitor) => {
      for (let visit = 0; visit < visits; visit++) {
        const path = pages[(visitor + visit) % pages.length] ?? "/";
        const status = await get(path);
        done += 1;
        if (typeof status !== "number" || status < 200 || status >= 300) failures.push(`${path}: ${status}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { requests: done, requestsPerSecond: Math.round(done / seconds), failures };
}

/**
 * The server's memory idle and after the crowd, and whether it stayed within MEMORY_GROWTH_LIMIT times the first.
 * @param {string} baseUrl
 * @param {number} pid
 */
async function memoryCheck(baseUrl, pid) {
  const idle = residentBytes(pid);
  const { requests, requestsPerSecond, failures } = await crowd(baseUrl);
  const after = residentBytes(pid);
  const mib = (/** @type {number} */ bytes) => Number((bytes / 1024 / 1024).toFixed(1));
  const growth = Number((after / idle).toFixed(2));
  const result = {
    visitors,
    requests,
    requestsPerSecond,
    idleMiB: mib(idle),
    afterMiB: mib(after),
    growth,
    failures: [
      ...failures,
      ...(growth > MEMORY_GROWTH_LIMIT
        ? [
            `memory grew ${growth} times under ${visitors} connections, over the ${MEMORY_GROWTH_LIMIT} allowed`,
          ]
        : []),
    ],
  };
  console.log(
    `memory (${serverName}): ${result.idleMiB} MiB idle, ${result.afterMiB} MiB after ${visitors} browser-like ` +
      `connections at once (${requests} page requests, ${requestsPerSecond} req/s): ${growth} times idle, ` +
      `at most ${MEMORY_GROWTH_LIMIT} allowed`,
  );
  return result;
}

async function main() {
  let baseUrl = process.env.E2E_BASE_URL?.replace(/\/$/, "");
  let server = null;
  if (!baseUrl) {
    const [port] = await freePorts(1);
    baseUrl = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [`${root}scripts/serve/start.mjs`], {
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
      stdio: ["ignore", "ignore", "inherit"],
    });
    await waitFor(`${baseUrl}/`, server);
  }
  const host = new URL(baseUrl).hostname;
  if (!["127.0.0.1", "localhost", "[::1]"].includes(host))
    throw new Error(`refusing to load ${host}: loopback only`);

  try {
    const memory = server?.pid ? await memoryCheck(baseUrl, server.pid) : undefined;
    const measured = await burst(baseUrl);
    const failures = [...(memory?.failures ?? []), ...measured.firstFailures];
    const result = {
      ...measured,
      ...(memory ? { memory: { ...memory, failures: memory.failures.length } } : {}),
      failures: measured.failures + (memory?.failures.length ?? 0),
      firstFailures: failures.slice(0, 10),
    };
    const { latencyMs: l } = result;
    console.log(
      `load check (${result.server}): ${result.requests} requests over ${result.concurrency} connections, ` +
        `${result.distinctPaths} paths, in ${result.seconds} s: ${result.requestsPerSecond} req/s, ` +
        `latency p50 ${l.p50} ms, p95 ${l.p95} ms, p99 ${l.p99} ms, max ${l.max} ms, ` +
        `${result.transferredKiB} KiB, statuses ${JSON.stringify(result.statuses)}, ${result.failures} failures`,
    );
    for (const failure of result.firstFailures) console.error(`  ${failure}`);
    mkdirSync(`${root}test-results`, { recursive: true });
    const slug = result.server.replace(/[^a-z0-9]+/gi, "-").toLowerCase();
    writeFileSync(`${root}test-results/load-check-${slug}.json`, `${JSON.stringify(result, null, 2)}\n`);
    return result.failures === 0 ? 0 : 1;
  } finally {
    if (server) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`load check failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
