// `npm run bench`: builds, serves the production site and loads the key pages in Chromium itself on Lighthouse's
// mobile line, applied for real (empty cache, three runs each), printing what a buyer waits for: first paint, the
// page live, how long its controls are shown but dead, the largest paint and a store page's content. After each
// first visit it waits for the offline copy, counts the bytes it cost over the wire, and measures a repeat visit
// with it in place, with where the main thread's time went (from a Chromium trace). Then runs
// Lighthouse (mobile) over the same pages as a side check and writes its JSON to bench-results/. Both passes get
// stand-in photos of realistic size under the image host's own name (scripts/bench/bench-images.mjs).
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { screenEmulationMetrics, throttling } from "lighthouse/core/config/constants.js";
import puppeteer from "puppeteer-core";
import { startImageHost } from "./bench-images.mjs";
import { startCountingProxy } from "./counting-proxy.mjs";
import { mainThreadSplit, TRACE_CATEGORIES } from "./main-thread.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 4180);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// The stand-in image host listens beside the site (BENCH_PORT - 1 unless BENCH_IMAGE_PORT says otherwise).
const IMAGE_PORT = Number(process.env.BENCH_IMAGE_PORT ?? PORT - 1);
const LIGHTHOUSE = !process.argv.includes("--no-lighthouse");
// --trace prints each real load's requests: when each started and ended, and its size.
const TRACE = process.argv.includes("--trace");
const ORIGIN = `http://127.0.0.1:${PORT}`;
// `npm start` listens here; a proxy on PORT counts what it sends (BENCH_SITE_PORT, else PORT + 10).
const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? PORT + 10);
const BASE_FLAGS = [
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
/** What a buyer on the slow line waits for: the first paint within two round trips, the page live soon after. */
export const REAL_GOALS = { paint: 1200, live: 2500 };
/** A repeat visit with the offline copy in place, and what that copy may cost beyond the first page. */
export const REPEAT_GOALS = { paint: 500, live: 1500, offlineCopyBytes: 120 * 1024 };

/** A buyer's way to the cart: two products added on their pages, once each page is live. */
async function addTwoProducts(page) {
  for (const id of ["prod-001", "prod-004"]) {
    await page.goto(`${ORIGIN}/store/product/${id}`, { waitUntil: "networkidle0" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const [button] = await page.$$("xpath/.//button[starts-with(normalize-space(), 'Add to Cart')]");
    if (!button) throw new Error(`No Add to Cart button on ${id}`);
    await button.click();
  }
}

/** The same, in the browser Lighthouse drives (it needs its own connection). */
async function addTwoProductsOverPort(port) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  await addTwoProducts(page);
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

async function measure(page, chromeFlags) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags,
  });
  try {
    if (page.prepare) await addTwoProductsOverPort(chrome.port);
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
 * Runs in the page before any of its own scripts: notes when React hydrated (the root marks the document), when
 * the first control (a button, field or tab, not a link: links work in plain HTML) was on screen, and when a store
 * page's loading status gave way to its content. A control counts as shown from the first contentful paint if it
 * is on screen when the browser reports that paint, else from the first frame after it in which it is.
 */
function recordMarks() {
  const marks = { live: 0, controls: 0, content: 0, loading: false, lcp: 0, lcpElement: "" };
  Object.assign(window, { benchMarks: marks });
  const controlOnScreen = () =>
    [
      ...document.querySelectorAll(
        "button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab]",
      ),
    ].some((element) => {
      if (
        element.matches(":disabled") ||
        !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      )
        return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight;
    });
  const watchControls = (paintedAt) => {
    if (marks.controls || marks.live) return;
    if (controlOnScreen()) marks.controls = paintedAt;
    else requestAnimationFrame((frameAt) => watchControls(frameAt));
  };
  new PerformanceObserver((list) => {
    const paint = list.getEntriesByName("first-contentful-paint")[0];
    if (paint) watchControls(paint.startTime);
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    const entry = list.getEntries().at(-1);
    if (!entry) return;
    marks.lcp = entry.startTime;
    marks.lcpElement = entry.url
      ? `img ${new URL(entry.url).host}`
      : (entry.element?.tagName.toLowerCase() ?? "");
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new MutationObserver(() => {
    if (!marks.live && document.documentElement?.dataset.hydrated) {
      marks.live = performance.now();
      // Controls that appear only with the live page were never dead.
      if (!marks.controls && controlOnScreen()) marks.controls = marks.live;
    }
    const status = document.querySelector("[data-simulated-loading]");
    if (status) marks.loading = true;
    if (marks.loading && !status && !marks.content) marks.content = performance.now();
  }).observe(document, { childList: true, subtree: true, attributes: true });
}

/**
 * One visit on the slow line in a tab of `context`: the first contentful paint, the page live (hydrated), how long
 * controls were on screen before it, the largest contentful paint once the line is quiet, a store page's content,
 * the bytes the site sent meanwhile, when the document and the scripts it started with had arrived ("fetch"), and
 * where the main thread's time went until live (compile, script run, hydration, style and layout...).
 */
async function visit(context, page, { prepare }) {
  const tab = await context.newPage();
  await tab.setViewport({
    width: PHONE_SCREEN.width,
    height: PHONE_SCREEN.height,
    deviceScaleFactor: PHONE_SCREEN.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  if (prepare && page.prepare) await page.prepare(tab);
  await tab.emulateNetworkConditions({
    latency: SLOW_4G.requestLatencyMs,
    download: (SLOW_4G.downloadThroughputKbps * 1024) / 8,
    upload: (SLOW_4G.uploadThroughputKbps * 1024) / 8,
  });
  await tab.emulateCPUThrottling(SLOW_4G.cpuSlowdownMultiplier);
  await tab.evaluateOnNewDocument(recordMarks);
  const step = (name, promise) =>
    promise.catch((error) => {
      throw new Error(`${page.path}: ${name}: ${error.message}`);
    });
  const bytesBefore = proxy.bytes();
  await tab.tracing.start({ categories: TRACE_CATEGORIES });
  await step("load event", tab.goto(`${ORIGIN}${page.path}`, { waitUntil: "load", timeout: 90_000 }));
  await step(
    "page live",
    tab.waitForFunction(
      () => window.benchMarks.live && (!window.benchMarks.loading || window.benchMarks.content),
      { timeout: 90_000 },
    ),
  );
  const traced = await tab.tracing.stop();
  const trace = traced ? JSON.parse(Buffer.from(traced).toString("utf8")) : {};
  // The photos on screen may arrive after the load event (lazy ones); the largest paint is final once they have
  // (a photo that fails counts as arrived) and a frame has shown them.
  await step(
    "photos on screen",
    tab.waitForFunction(
      () =>
        [...document.images].every((image) => {
          const box = image.getBoundingClientRect();
          return image.complete || box.bottom <= 0 || box.top >= innerHeight;
        }),
      { timeout: 90_000 },
    ),
  );
  await tab.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  if (TRACE) {
    const rows = await tab.evaluate(() =>
      performance.getEntriesByType("resource").map((entry) => ({
        name: entry.name.replace(location.origin, "").slice(0, 70),
        start: entry.startTime,
        end: entry.responseEnd,
        bytes: entry.encodedBodySize,
      })),
    );
    console.log(`  ${page.path} requests (start -> end, bytes):`);
    for (const row of rows)
      console.log(
        `    ${ms(row.start).padStart(8)} -> ${ms(row.end).padStart(8)} ${kb(row.bytes).padStart(9)} ${row.name}`,
      );
  }
  const figures = await tab.evaluate(() => {
    const marks = window.benchMarks;
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null;
    const document = performance.getEntriesByType("navigation")[0];
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.endsWith(".js") && entry.startTime < (document?.responseEnd ?? 0) + 1);
    return {
      paint,
      live: marks.live,
      dead: marks.controls && marks.controls < marks.live ? marks.live - marks.controls : 0,
      lcp: marks.lcp || null,
      lcpElement: marks.lcpElement,
      content: marks.content || null,
      fetch: Math.max(document?.responseEnd ?? 0, ...scripts.map((entry) => entry.responseEnd)),
    };
  });
  return {
    tab,
    figures: {
      ...figures,
      bytes: proxy.bytes() - bytesBefore,
      split: mainThreadSplit(trace, figures.live),
    },
  };
}

/**
 * Waits until the page's service worker is active (its install, the offline copy's download, has finished), at
 * most 60 s; false when the site has no worker (the kill switch) or the phone saves data.
 */
async function offlineCopyReady(tab) {
  return tab.evaluate(async () => {
    if (!("serviceWorker" in navigator)) return false;
    // A worker registers soon after the page is live; without one after 15 s there is none.
    const started = performance.now();
    while (performance.now() - started < 60_000) {
      const registration = await navigator.serviceWorker.getRegistration();
      if (!registration && performance.now() - started > 15_000) return false;
      if (registration?.active?.state === "activated" && !registration.installing) return true;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return false;
  });
}

/**
 * A buyer's first visit (empty cache; the cart after adding two products), then the offline copy the site keeps
 * in the background and the bytes it cost, then the same page opened again in a new tab with that copy in place.
 */
async function realLoad(browser, page) {
  const context = await browser.createBrowserContext();
  try {
    const first = await visit(context, page, { prepare: true });
    const afterFirst = proxy.bytes();
    const kept = await offlineCopyReady(first.tab);
    const offlineCopyBytes = kept ? proxy.bytes() - afterFirst : null;
    await first.tab.close();
    const repeat = kept ? (await visit(context, page, { prepare: false })).figures : null;
    return { ...first.figures, offlineCopyBytes, repeat };
  } finally {
    await context.close();
  }
}

/** A JPEG drawn by Chromium (a 480 x 320 gradient), which the image host pads to each photo's size. */
async function drawPicture(browser) {
  const tab = await browser.newPage();
  try {
    const base64 = await tab.evaluate(() => {
      const canvas = document.createElement("canvas");
      Object.assign(canvas, { width: 480, height: 320 });
      const context = canvas.getContext("2d");
      const gradient = context.createLinearGradient(0, 0, 480, 320);
      gradient.addColorStop(0, "#3b4a5a");
      gradient.addColorStop(1, "#c9a66b");
      context.fillStyle = gradient;
      context.fillRect(0, 0, 480, 320);
      return canvas.toDataURL("image/jpeg", 0.7).split(",")[1];
    });
    return Buffer.from(base64, "base64");
  } finally {
    await tab.close();
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
const seconds = (value) => (value === null ? "-" : `${(value / 1000).toFixed(2)} s`);

if (!process.argv.includes("--no-build")) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, ["scripts/serve/start.mjs"], {
  env: { ...process.env, PORT: String(SITE_PORT) },
  stdio: "ignore",
});
const proxy = await startCountingProxy({ port: PORT, targetPort: SITE_PORT });
let picture = Buffer.alloc(0);
const images = await startImageHost({ port: IMAGE_PORT, picture: () => picture });
const chromeFlags = [...BASE_FLAGS, ...images.chromeFlags];
try {
  await waitForServer(`${ORIGIN}/`, 30_000);
  mkdirSync("bench-results", { recursive: true });

  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: chromeFlags,
  });
  const real = [];
  try {
    picture = await drawPicture(browser);
    for (const page of MEASURED) {
      const runs = [];
      for (let run = 1; run <= RUNS; run++) {
        // A run that times out on this shared machine is reported and left out of the median.
        await realLoad(browser, page).then(
          (result) => runs.push(result),
          (error) => console.error(`  run ${run} failed: ${error.message.split("\n")[0]}`),
        );
      }
      if (runs.length === 0) throw new Error(`every run of ${page.path} failed`);
      const medianOf = (list, pick) => {
        const values = list.map(pick).filter((value) => typeof value === "number");
        return values.length > 0 ? median(values) : null;
      };
      const at = (key) => medianOf(runs, (run) => run[key]);
      const splitOf = (list) =>
        Object.fromEntries(
          Object.keys(list[0]?.split ?? {}).map((key) => [key, medianOf(list, (run) => run.split[key])]),
        );
      const repeats = runs.map((run) => run.repeat).filter(Boolean);
      const lcpElements = [...new Set(runs.map((run) => run.lcpElement).filter(Boolean))].join(", ");
      const row = {
        page: page.name,
        path: page.path,
        paint: at("paint"),
        live: at("live"),
        dead: at("dead"),
        lcp: at("lcp"),
        lcpElements,
        content: at("content"),
        bytes: at("bytes"),
        split: splitOf(runs),
        offlineCopyBytes: at("offlineCopyBytes"),
        repeat:
          repeats.length === 0
            ? null
            : {
                paint: medianOf(repeats, (run) => run.paint),
                live: medianOf(repeats, (run) => run.live),
                bytes: medianOf(repeats, (run) => run.bytes),
                fetch: medianOf(repeats, (run) => run.fetch),
                split: splitOf(repeats),
              },
        runs,
      };
      real.push(row);
      process.stdout.write(
        `  ${page.path}: first paint ${seconds(row.paint)}, live ${seconds(row.live)}, LCP ${seconds(row.lcp)}\n`,
      );
    }
  } finally {
    await browser.close();
  }
  writeFileSync("bench-results/real-browser.json", JSON.stringify({ runs: RUNS, pages: real }, null, 2));
  console.log(
    `\nChromium with Lighthouse's mobile throttling applied for real (${SLOW_4G.requestLatencyMs} ms per request, ` +
      `${(SLOW_4G.downloadThroughputKbps / 1024).toFixed(2)} Mbit/s, CPU ${SLOW_4G.cpuSlowdownMultiplier}x), empty ` +
      `cache (the cart: after adding two products), stand-in photos, ${RUNS}-run medians. "Live": React has ` +
      `hydrated. "Dead": controls on screen before the page is live. "Content": a store page's loading status ` +
      `has given way to its grid or product.\n`,
  );
  printTable(
    ["page", "first paint (<=1.2 s)", "live (<=2.5 s)", "dead", "LCP", "LCP element", "content"],
    real.map((row) => [
      row.page,
      `${seconds(row.paint)} ${mark(row.paint !== null && row.paint <= REAL_GOALS.paint)}`,
      `${seconds(row.live)} ${mark(row.live !== null && row.live <= REAL_GOALS.live)}`,
      seconds(row.dead),
      seconds(row.lcp),
      row.lcpElements || "-",
      seconds(row.content),
    ]),
  );
  const splitCells = (split) =>
    ["compile", "run", "hydration", "style", "parse", "gc", "other"].map((key) =>
      split[key] === null || split[key] === undefined ? "-" : ms(split[key]),
    );
  const SPLIT_HEADER = ["compile", "script run", "hydration", "style+layout", "HTML parse", "GC", "other"];
  console.log(
    `\nFirst visit: bytes the site sent until live, and the main thread until live (Chromium trace; a nested ` +
      `event counts as its own kind). "Hydration": script called after the first module ran (React's render ` +
      `and commit). "Offline copy": what the service worker fetched after the page, photos aside.\n`,
  );
  printTable(
    ["page", "bytes until live", "offline copy (<=120 KB)", ...SPLIT_HEADER],
    real.map((row) => [
      row.page,
      row.bytes === null ? "-" : kb(row.bytes),
      row.offlineCopyBytes === null
        ? "none"
        : `${kb(row.offlineCopyBytes)} ${mark(row.offlineCopyBytes <= REPEAT_GOALS.offlineCopyBytes)}`,
      ...splitCells(row.split),
    ]),
  );
  console.log(
    `\nRepeat visit, same line and CPU, with the offline copy in place (a new tab; the worker answers). "Fetch": ` +
      `the document and its startup scripts had arrived. Bytes: what the site sent over the wire meanwhile.\n`,
  );
  printTable(
    ["page", "first paint (<=0.5 s)", "live (<=1.5 s)", "bytes", "fetch", ...SPLIT_HEADER],
    real.map((row) =>
      row.repeat === null
        ? [row.page, "no offline copy", "-", "-", "-", ...SPLIT_HEADER.map(() => "-")]
        : [
            row.page,
            `${seconds(row.repeat.paint)} ${mark(row.repeat.paint !== null && row.repeat.paint <= REPEAT_GOALS.paint)}`,
            `${seconds(row.repeat.live)} ${mark(row.repeat.live !== null && row.repeat.live <= REPEAT_GOALS.live)}`,
            kb(row.repeat.bytes ?? 0),
            seconds(row.repeat.fetch),
            ...splitCells(row.repeat.split),
          ],
    ),
  );

  if (LIGHTHOUSE) {
    const summary = [];
    for (const page of MEASURED) {
      const runs = [];
      for (let run = 1; run <= RUNS; run++) {
        try {
          const { lhr, figures } = await measure(page, chromeFlags);
          writeFileSync(`bench-results/${page.name.replace(/\W+/g, "-")}-${run}.json`, JSON.stringify(lhr));
          runs.push(figures);
          process.stdout.write(`  ${page.path} run ${run}: score ${figures.score}, LCP ${ms(figures.lcp)}\n`);
        } catch (error) {
          console.error(
            `  ${page.path} run ${run} failed: ${error instanceof Error ? error.message : error}`,
          );
        }
      }
      if (runs.length === 0) continue;
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
      `\nLighthouse ${RUNS}-run medians, mobile profile (simulated slow 4G, 4x CPU slowdown), a side check. Goal ` +
        `beside each figure.\n`,
    );
    printTable(
      [
        "page",
        "score (100)",
        "LCP (<=1500 ms)",
        "TBT (<=50 ms)",
        "CLS (<=0.01)",
        "Speed Index",
        "JS gzip",
        "CSS gzip",
        "HTML gzip",
      ],
      summary.map((row) => [
        row.page,
        `${row.score} ${mark(row.score >= GOALS.score)}`,
        `${ms(row.lcp)} ${mark(row.lcp <= GOALS.lcp)}`,
        `${ms(row.tbt)} ${mark(row.tbt <= GOALS.tbt)}`,
        `${row.cls.toFixed(3)} ${mark(row.cls <= GOALS.cls)}`,
        ms(row.si),
        kb(row.js),
        kb(row.css),
        kb(row.html),
      ]),
    );
    console.log("\nFull Lighthouse reports: bench-results/*.json");
  }
} finally {
  server.kill();
  await proxy.close();
  await images.close();
}
