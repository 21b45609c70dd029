// `npm run bench`: builds, serves the production site and runs Lighthouse (mobile) over the key pages,
// three runs each. Prints the median of each figure beside its goal and writes the JSON to bench-results/.
// Then loads the same pages in Chromium itself on an emulated slow 4G line, because Lighthouse simulates the
// line from a fast load, and prints what a visitor would wait for: first paint, the page live, its content.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { screenEmulationMetrics, throttling } from "lighthouse/core/config/constants.js";
import puppeteer from "puppeteer-core";

const PORT = Number(process.env.BENCH_PORT ?? 4180);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The pages measured; `prepare` runs in the same browser first (the cart needs items in storage). */
const PAGES = [
  { name: "home", path: "/" },
  { name: "category", path: "/store/category/mining" },
  { name: "product", path: "/store/product/prod-001" },
  { name: "cart (with items)", path: "/cart", prepare: addTwoProducts, keepStorage: true },
  { name: "contact", path: "/contact" },
];

// BENCH_PAGES=home,contact measures only the pages named (by the first word of their name).
const ONLY = process.env.BENCH_PAGES?.split(",").map((name) => name.trim().toLowerCase());
const MEASURED = ONLY ? PAGES.filter((page) => ONLY.includes(page.name.split(" ")[0])) : PAGES;
if (MEASURED.length === 0) {
  console.error(`BENCH_PAGES matches none of: ${PAGES.map((page) => page.name.split(" ")[0]).join(", ")}`);
  process.exit(1);
}

export const GOALS = { score: 100, lcp: 1500, tbt: 50, cls: 0.01 };

async function addTwoProducts(port) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  for (const id of ["prod-001", "prod-004"]) {
    await page.goto(`${ORIGIN}/store/product/${id}`, { waitUntil: "networkidle0" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const [button] = await page.$$("xpath/.//button[starts-with(normalize-space(), 'Add to Cart')]");
    if (!button) throw new Error(`No Add to Cart button on ${id}`);
    await button.click();
  }
  await page.close();
  await browser.disconnect();
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function bytesByType(lhr) {
  const totals = { Script: 0, Stylesheet: 0, Document: 0 };
  for (const item of lhr.audits["network-requests"]?.details?.items ?? []) {
    if (item.resourceType in totals && item.url.startsWith(ORIGIN))
      totals[item.resourceType] += item.transferSize ?? 0;
  }
  return totals;
}

async function measure(page) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  try {
    if (page.prepare) await page.prepare(chrome.port);
    const result = await lighthouse(`${ORIGIN}${page.path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      disableStorageReset: Boolean(page.keepStorage),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.message}`);
    const bytes = bytesByType(lhr);
    return {
      lhr,
      figures: {
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcp: lhr.audits["largest-contentful-paint"].numericValue,
        tbt: lhr.audits["total-blocking-time"].numericValue,
        cls: lhr.audits["cumulative-layout-shift"].numericValue,
        si: lhr.audits["speed-index"].numericValue,
        js: bytes.Script,
        css: bytes.Stylesheet,
        html: bytes.Document,
      },
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse's mobile profile, as its DevTools throttling applies it in a real browser: 562.5 ms request latency
 * (150 ms round trips), 1.47 Mbit/s down, 675 kbit/s up, a 4x slower CPU and a 412 x 823 screen.
 */
const SLOW_4G = throttling.mobileSlow4G;
const PHONE_SCREEN = screenEmulationMetrics.mobile;

/**
 * One real load with an empty cache: when the first contentful paint came, when React hydrated (the router
 * marks the document) and, on store pages, when the loading status gave way to the content.
 */
async function realLoad(browser, path) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: PHONE_SCREEN.width, height: PHONE_SCREEN.height });
    await page.emulateNetworkConditions({
      latency: SLOW_4G.requestLatencyMs,
      download: (SLOW_4G.downloadThroughputKbps * 1024) / 8,
      upload: (SLOW_4G.uploadThroughputKbps * 1024) / 8,
    });
    await page.emulateCPUThrottling(SLOW_4G.cpuSlowdownMultiplier);
    await page.evaluateOnNewDocument(() => {
      const marks = {};
      Object.assign(window, { benchMarks: marks });
      new MutationObserver(() => {
        if (!marks.live && document.documentElement?.dataset.hydrated) marks.live = performance.now();
        const status = document.querySelector("[data-simulated-loading]");
        if (status) marks.loading = true;
        if (marks.loading && !status && !marks.content) marks.content = performance.now();
      }).observe(document, { childList: true, subtree: true, attributes: true });
    });
    await page.goto(`${ORIGIN}${path}`, { waitUntil: "load", timeout: 60_000 });
    await page.waitForFunction(
      () => window.benchMarks.live && (!window.benchMarks.loading || window.benchMarks.content),
      { timeout: 60_000 },
    );
    return await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      live: window.benchMarks.live,
      content: window.benchMarks.content ?? null,
    }));
  } finally {
    await context.close();
  }
}

/** Prints rows as a Markdown table, each column as wide as its widest cell. */
function printTable(header, rows) {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const format = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(" | ")} |`;
  console.log([header, widths.map((width) => "-".repeat(width)), ...rows].map(format).join("\n"));
}

function waitForServer(url, timeoutMs) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const attempt = () =>
      fetch(url)
        .then(() => resolve())
        .catch(() =>
          Date.now() - started > timeoutMs
            ? reject(new Error("server did not start"))
            : setTimeout(attempt, 250),
        );
    attempt();
  });
}

const ms = (value) => `${Math.round(value)} ms`;
const kb = (value) => `${(value / 1024).toFixed(1)} KB`;
const mark = (ok) => (ok ? "ok " : "MISS");

if (!process.argv.includes("--no-build")) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, ["scripts/start.mjs"], {
  env: { ...process.env, PORT: String(PORT) },
  stdio: "ignore",
});
try {
  await waitForServer(`${ORIGIN}/`, 30_000);
  mkdirSync("bench-results", { recursive: true });
  const summary = [];
  for (const page of MEASURED) {
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      const { lhr, figures } = await measure(page);
      writeFileSync(`bench-results/${page.name.replace(/\W+/g, "-")}-${run}.json`, JSON.stringify(lhr));
      runs.push(figures);
      process.stdout.write(`  ${page.path} run ${run}: score ${figures.score}, LCP ${ms(figures.lcp)}\n`);
    }
    const figure = Object.fromEntries(
      Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]),
    );
    summary.push({ page: page.name, path: page.path, ...figure });
  }
  writeFileSync(
    "bench-results/summary.json",
    JSON.stringify({ goals: GOALS, runs: RUNS, pages: summary }, null, 2),
  );

  console.log(
    `\nLighthouse ${RUNS}-run medians, mobile profile (slow 4G, 4x CPU slowdown). Goal beside each figure.\n`,
  );
  const header = [
    "page",
    "score (100)",
    "LCP (<=1500 ms)",
    "TBT (<=50 ms)",
    "CLS (<=0.01)",
    "Speed Index",
    "JS gzip",
    "CSS gzip",
    "HTML gzip",
  ];
  const lines = summary.map((row) => [
    row.page,
    `${row.score} ${mark(row.score >= GOALS.score)}`,
    `${ms(row.lcp)} ${mark(row.lcp <= GOALS.lcp)}`,
    `${ms(row.tbt)} ${mark(row.tbt <= GOALS.tbt)}`,
    `${row.cls.toFixed(3)} ${mark(row.cls <= GOALS.cls)}`,
    ms(row.si),
    kb(row.js),
    kb(row.css),
    kb(row.html),
  ]);
  printTable(header, lines);
  console.log("\nFull Lighthouse reports: bench-results/*.json");

  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROME_FLAGS,
  });
  const real = [];
  try {
    for (const page of MEASURED.filter((candidate) => !candidate.prepare)) {
      const runs = [];
      for (let run = 1; run <= RUNS; run++) runs.push(await realLoad(browser, page.path));
      const at = (key) => {
        const values = runs.map((run) => run[key]).filter((value) => typeof value === "number");
        return values.length > 0 ? median(values) : null;
      };
      real.push([page.name, at("paint"), at("live"), at("content")]);
    }
  } finally {
    await browser.close();
  }
  const seconds = (value) => (value === null ? "-" : `${(value / 1000).toFixed(2)} s`);
  console.log(
    `\nChromium with Lighthouse's mobile throttling applied for real, empty cache, ${RUNS}-run medians. "Live": React ` +
      `has hydrated; "content": a store page's loading status has given way to its grid or product.\n`,
  );
  printTable(
    ["page", "first paint", "live", "content"],
    real.map(([name, paint, live, content]) => [name, seconds(paint), seconds(live), seconds(content)]),
  );
} finally {
  server.kill();
}
