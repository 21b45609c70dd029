// A bounded burst against a local server: REQUESTS requests (default 1,000, every path about 17 times) over
// CONCURRENCY connections (default 20), spread across every page in build/client/sitemap.xml, the cart, hashed
// assets and a few unknown paths. Passes when nothing errors, every known path answers 2xx and every unknown
// path 404.
//
//   node scripts/check/load-check.mjs                         against `npm start`, started here on a free loopback port
//   E2E_BASE_URL=http://127.0.0.1:4174 node scripts/check/load-check.mjs      against a server already running
//
// Only loopback addresses are accepted: this is a regression check, not a load test of someone's site.
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { freePorts } from "../serve/free-ports.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const total = positiveInt(process.env.REQUESTS ?? "1000", "REQUESTS");
const concurrency = positiveInt(process.env.CONCURRENCY ?? "20", "CONCURRENCY");
const serverName = process.env.E2E_ENGINE ?? (process.env.E2E_BASE_URL ? "server" : "npm start");

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

/** The paths to hit, each with the status it must answer. */
function targets() {
  const sitemap = readFileSync(`${root}build/client/sitemap.xml`, "utf8");
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "").pathname,
  );
  if (pages.length === 0) throw new Error("build/client/sitemap.xml lists no pages: run `npm run build`");
  const assets = readdirSync(`${root}build/client/assets`)
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
    const result = await burst(baseUrl);
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
