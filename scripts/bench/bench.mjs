// `npm run bench`: what a buyer on a slow phone waits for, in Chromium itself on Lighthouse's mobile line applied
// for real (empty cache, BENCH_RUNS runs each, medians), for this checkout's production build beside a plain
// single-page React shop (scripts/bench/spa/) and, with `--site <dir>`, a second checkout (the site before a
// change), the sites' runs interleaved so a busy moment hits all of them alike. Per page: first paint, largest
// paint, script over the wire, and when the page is live (scripts/bench/live.mjs: the latest of first paint, the
// last script download and the last long task, once quiet for 3 s; no framework's marker). Then a tap at first
// paint on Add to Cart and on the phone menu, and when each was answered. After each first visit it waits for the
// offline copy, counts what it cost, and measures a repeat visit with it in place. Lighthouse (mobile) over this
// checkout's pages is a side check. Stand-in photos of realistic size answer under the image host's own name
// (scripts/bench/bench-images.mjs). Options: --no-build (serve the builds there are), --site <dir> (repeatable),
// --no-spa, --no-lighthouse, --trace (each load's requests); BENCH_RUNS (3), BENCH_PAGES=home,product.
import { mkdirSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { startImageHost } from "./bench-images.mjs";
import { freePorts } from "../serve/free-ports.mjs";
import { answeredInTime, QUIET_MS, recordPage, tapPoint, TAP_RESPONSE_MS, TAPS } from "./live.mjs";
import { startSites } from "./sites.mjs";
import { offlineCopyReady, phoneTab, SLOW_4G, visit } from "./visit.mjs";

const { values: options } = parseArgs({
  allowNegative: true,
  options: {
    build: { type: "boolean", default: true },
    site: { type: "string", multiple: true, default: [] },
    spa: { type: "boolean", default: true },
    lighthouse: { type: "boolean", default: true },
    trace: { type: "boolean", default: false },
  },
});
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
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

/**
 * The pages measured. `acts`: a page where a buyer acts, whose live must come no later than the single-page
 * shop's; `quiet`: nothing to act on beyond the header, live within one round trip of its first paint; `repeat`:
 * a repeat visit must paint within 0.3 s and be live within 0.6 s; `spa`: the single-page shop has the page too.
 */
const PAGES = [
  { name: "home", path: "/", repeat: true, spa: true },
  { name: "about", path: "/about", quiet: true },
  { name: "category", path: "/store/category/mining", acts: true, spa: true },
  { name: "product", path: "/store/product/prod-001", acts: true, repeat: true, spa: true },
  { name: "cart", path: "/cart", acts: true, prepare: true, spa: true },
  { name: "contact", path: "/contact", acts: true, repeat: true, spa: true },
];
/** The taps at first paint: each on its page, in a visit of its own. */
const TAP_VISITS = [
  { page: "product", tap: /** @type {const} */ ("cart") },
  { page: "product", tap: /** @type {const} */ ("menu") },
  { page: "home", tap: /** @type {const} */ ("menu") },
];
export const GOALS = {
  /** A page with nothing to act on is live within one round trip of its first paint on this line. */
  quietLiveAfterPaint: 700,
  repeatPaint: 300,
  repeatLive: 600,
  /** Today's first visit, page and offline copy together (decision 009's figure). */
  firstVisitBytes: 228 * 1024,
  /** Lighthouse's side check. */
  lighthouse: { score: 100, lcp: 1500, tbt: 50, cls: 0.01 },
};

// BENCH_PAGES=home,contact measures only the pages named.
const ONLY = process.env.BENCH_PAGES?.split(",").map((name) => name.trim().toLowerCase());
const MEASURED = ONLY ? PAGES.filter((page) => ONLY.includes(page.name)) : PAGES;
if (MEASURED.length === 0) {
  console.error(`BENCH_PAGES matches none of: ${PAGES.map((page) => page.name).join(", ")}`);
  process.exit(1);
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? null : (sorted[Math.floor(sorted.length / 2)] ?? null);
}
/**
 * @template T
 * @param {T[]} list
 * @param {(item: T) => number | null | undefined} pick
 */
const medianOf = (list, pick) =>
  median(list.map(pick).filter((value) => typeof value === "number" && Number.isFinite(value)));

/**
 * A buyer's way to the cart: two products added on their pages, each tap answered (the cart's count says so).
 * @param {import("puppeteer-core").Page} tab
 * @param {string} origin
 */
async function addTwoProducts(tab, origin) {
  await tab.evaluateOnNewDocument(recordPage);
  for (const [index, id] of ["prod-001", "prod-004"].entries()) {
    await tab.goto(`${origin}/store/product/${id}`, { waitUntil: "load" });
    const { selector, text } = TAPS.cart;
    const found = await tab.waitForFunction(tapPoint, { timeout: 30_000 }, { selector, text });
    const point = /** @type {{ x: number, y: number }} */ (await found.jsonValue());
    await tab.touchscreen.tap(point.x, point.y);
    await tab.waitForFunction(
      (count) =>
        Math.max(
          Number(document.documentElement.dataset.cartCount ?? 0),
          Number(
            /\d+/.exec(document.querySelector("[data-cart-link]")?.getAttribute("aria-label") ?? "")?.[0] ??
              0,
          ),
        ) >= count,
      { timeout: 30_000 },
      index + 1,
    );
  }
}

/**
 * A buyer's first visit in a fresh profile (the cart: after adding two products), then the offline copy the site
 * keeps in the background and what it cost, then the same page again in a new tab with that copy in place.
 * @param {import("puppeteer-core").Browser} browser
 * @param {import("./sites.mjs").Site} site
 * @param {(typeof PAGES)[number]} page
 */
async function firstAndRepeat(browser, site, page) {
  const context = await browser.createBrowserContext();
  try {
    const tab = await phoneTab(context);
    if (page.prepare) await addTwoProducts(tab, site.origin);
    const first = await visit(tab, `${site.origin}${page.path}`, { bytes: site.bytes });
    if (options.trace) await printRequests(tab, page.path, site.name);
    const before = site.bytes();
    const kept = await offlineCopyReady(tab);
    const offlineCopyBytes = kept ? site.bytes() - before : null;
    await tab.close();
    const repeat = kept
      ? await visit(await phoneTab(context), `${site.origin}${page.path}`, { bytes: site.bytes })
      : null;
    return { ...first, offlineCopyBytes, repeat };
  } finally {
    await context.close();
  }
}

/**
 * A first visit with a tap at first paint.
 * @param {import("puppeteer-core").Browser} browser
 * @param {import("./sites.mjs").Site} site
 * @param {string} path
 * @param {keyof typeof TAPS} tap
 */
async function tapVisit(browser, site, path, tap) {
  const context = await browser.createBrowserContext();
  try {
    return await visit(await phoneTab(context), `${site.origin}${path}`, { bytes: site.bytes, tap });
  } finally {
    await context.close();
  }
}

/**
 * Each load's requests: when each started and ended, and its size (--trace).
 * @param {import("puppeteer-core").Page} tab
 * @param {string} path
 * @param {string} site
 */
async function printRequests(tab, path, site) {
  const rows = await tab.evaluate(() =>
    /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType("resource")).map((entry) => ({
      name: entry.name.replace(location.origin, "").slice(0, 70),
      start: entry.startTime,
      end: entry.responseEnd,
      bytes: entry.encodedBodySize,
    })),
  );
  console.log(`  ${site} ${path} requests (start -> end, bytes):`);
  for (const row of rows)
    console.log(
      `    ${ms(row.start).padStart(8)} -> ${ms(row.end).padStart(8)} ${kb(row.bytes).padStart(9)} ${row.name}`,
    );
}

/** A JPEG drawn by Chromium (a 480 x 320 gradient), which the image host pads to each photo's size. */
async function drawPicture(/** @type {import("puppeteer-core").Browser} */ browser) {
  const tab = await browser.newPage();
  try {
    const base64 = await tab.evaluate(() => {
      const canvas = document.createElement("canvas");
      Object.assign(canvas, { width: 480, height: 320 });
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no 2D canvas");
      const gradient = context.createLinearGradient(0, 0, 480, 320);
      gradient.addColorStop(0, "#3b4a5a");
      gradient.addColorStop(1, "#c9a66b");
      context.fillStyle = gradient;
      context.fillRect(0, 0, 480, 320);
      return canvas.toDataURL("image/jpeg", 0.7).split(",")[1] ?? "";
    });
    return Buffer.from(base64, "base64");
  } finally {
    await tab.close();
  }
}

/**
 * Prints rows as a Markdown table, each column as wide as its widest cell.
 * @param {string[]} header
 * @param {string[][]} rows
 */
function printTable(header, rows) {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => (row[i] ?? "").length)),
  );
  const format = (/** @type {string[]} */ cells) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  console.log([header, widths.map((width) => "-".repeat(width)), ...rows].map(format).join("\n"));
}

const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`;
const kb = (/** @type {number} */ value) => `${(value / 1024).toFixed(1)} KB`;
const seconds = (/** @type {number | null | undefined} */ value) =>
  value === null || value === undefined ? "-" : `${(value / 1000).toFixed(2)} s`;
/** A goal's mark beside a figure: ok, MISS, or nothing when there is nothing to compare with. */
const mark = (/** @type {boolean | null} */ ok) => (ok === null ? "" : ok ? " ok" : " MISS");

const sites = await startSites({ others: options.site, spa: options.spa, build: options.build });
let picture = Buffer.alloc(0);
const [imagePort = 0] = await freePorts(1);
const images = await startImageHost({ port: imagePort, picture: () => picture });
const chromeFlags = [...BASE_FLAGS, ...images.chromeFlags];
try {
  mkdirSync("bench-results", { recursive: true });
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: chromeFlags });
  /** @type {{ page: string, path: string, site: string, runs: Awaited<ReturnType<typeof firstAndRepeat>>[] }[]} */
  const results = [];
  /** @type {{ page: string, tap: string, site: string, runs: import("./visit.mjs").Visit[] }[]} */
  const taps = [];
  try {
    picture = await drawPicture(browser);
    for (const page of MEASURED) {
      const measured = sites.filter((site) => site.kind === "site" || page.spa);
      const rows = measured.map((site) => ({ page: page.name, path: page.path, site: site.name, runs: [] }));
      for (let run = 1; run <= RUNS; run++) {
        for (const [index, site] of measured.entries()) {
          // A run that times out on a shared machine is reported and left out of the median.
          await firstAndRepeat(browser, site, page).then(
            (result) => rows[index]?.runs.push(result),
            (error) =>
              console.error(`  ${site.name} ${page.path} run ${run} failed: ${String(error).split("\n")[0]}`),
          );
        }
      }
      for (const row of rows) {
        results.push(row);
        console.log(
          `  ${row.site} ${row.path}: first paint ${seconds(medianOf(row.runs, (r) => r.paint))}, ` +
            `live ${seconds(medianOf(row.runs, (r) => r.live))}`,
        );
      }
    }
    for (const { page: name, tap } of TAP_VISITS) {
      const page = PAGES.find((entry) => entry.name === name);
      if (!page || !MEASURED.includes(page)) continue;
      const measured = sites.filter((site) => site.kind === "site" || page.spa);
      const rows = measured.map((site) => ({
        page: name,
        tap,
        site: site.name,
        runs: /** @type {import("./visit.mjs").Visit[]} */ ([]),
      }));
      for (let run = 1; run <= RUNS; run++) {
        for (const [index, site] of measured.entries()) {
          await tapVisit(browser, site, page.path, tap).then(
            (result) => rows[index]?.runs.push(result),
            (error) =>
              console.error(
                `  ${site.name} ${page.path} tap ${tap} run ${run} failed: ${String(error).split("\n")[0]}`,
              ),
          );
        }
      }
      taps.push(...rows);
    }
  } finally {
    await browser.close();
  }
  writeFileSync(
    "bench-results/real-browser.json",
    JSON.stringify({ runs: RUNS, sites: sites.map((site) => site.name), pages: results, taps }, null, 2),
  );
  report(results, taps);
  if (options.lighthouse) await lighthouseCheck(sites[0]?.origin ?? "", chromeFlags);
} finally {
  await Promise.all(sites.map((site) => site.close()));
  await images.close();
}

/**
 * The tables: first visits, taps at first paint, repeat visits, where the main thread went.
 * @param {{ page: string, path: string, site: string, runs: Awaited<ReturnType<typeof firstAndRepeat>>[] }[]} results
 * @param {{ page: string, tap: string, site: string, runs: import("./visit.mjs").Visit[] }[]} taps
 */
function report(results, taps) {
  const [self, ...others] = sites;
  const spa = sites.find((site) => site.kind === "spa");
  const before = others.find((site) => site.kind === "site");
  const at = (/** @type {string} */ page, /** @type {string | undefined} */ site) =>
    results.find((row) => row.page === page && row.site === site);
  const live = (/** @type {(typeof results)[number] | undefined} */ row) =>
    row ? medianOf(row.runs, (r) => r.live) : null;
  const paint = (/** @type {(typeof results)[number] | undefined} */ row) =>
    row ? medianOf(row.runs, (r) => r.paint) : null;
  console.log(
    `\nChromium with Lighthouse's mobile throttling applied for real (${SLOW_4G.requestLatencyMs} ms per request, ` +
      `${(SLOW_4G.downloadThroughputKbps / 1024).toFixed(2)} Mbit/s, CPU ${SLOW_4G.cpuSlowdownMultiplier}x), empty ` +
      `cache (the cart: after adding two products), stand-in photos, ${RUNS}-run medians, the sites interleaved. ` +
      `"Live": the latest of first paint, the last script download and the last long task (> 50 ms), once quiet ` +
      `for ${QUIET_MS / 1000} s. Goals on ${self?.name ?? "this checkout"}: a page with nothing to act on live within ` +
      `${GOALS.quietLiveAfterPaint} ms of its first paint; store, cart and contact live no later than the ` +
      `single-page shop${before ? `, first paint no later than ${before.name}'s` : ""}.\n`,
  );
  printTable(
    ["page", "site", "first paint", "LCP", "live", "long tasks", "script files (wire)", "bytes until live"],
    results.map((row) => {
      const page = PAGES.find((entry) => entry.name === row.page);
      const own = row.site === self?.name;
      const rowLive = live(row);
      const rowPaint = paint(row);
      const liveOk =
        !own || rowLive === null || rowPaint === null
          ? null
          : page?.quiet
            ? rowLive - rowPaint <= GOALS.quietLiveAfterPaint
            : page?.acts && spa
              ? rowLive <= (live(at(row.page, spa.name)) ?? Infinity)
              : null;
      const beforePaint = before ? paint(at(row.page, before.name)) : null;
      const paintOk =
        own && page?.acts && rowPaint !== null && beforePaint !== null ? rowPaint <= beforePaint : null;
      const lcpElements = [...new Set(row.runs.map((r) => r.lcpElement).filter(Boolean))].join(", ");
      return [
        row.page,
        row.site,
        `${seconds(rowPaint)}${mark(paintOk)}`,
        `${seconds(medianOf(row.runs, (r) => r.lcp))} ${lcpElements}`,
        `${seconds(rowLive)}${mark(liveOk)}`,
        String(medianOf(row.runs, (r) => r.longTasks) ?? "-"),
        `${kb(medianOf(row.runs, (r) => r.scriptBytes) ?? 0)} (${medianOf(row.runs, (r) => r.scriptFiles) ?? 0})`,
        kb(medianOf(row.runs, (r) => r.bytes) ?? 0),
      ];
    }),
  );

  console.log(
    `\nA tap at first paint (a real touch on the control once it shows, scrolled to as a buyer would), and when the ` +
      `page answered it: the cart's count shown, the phone menu on screen. Goal: answered no later than the page ` +
      `is live (the same visit), give or take the ${TAP_RESPONSE_MS} ms in which an answer feels immediate.\n`,
  );
  printTable(
    ["page", "control", "site", "first paint", "tapped", "answered", "response", "live", "answered in time"],
    taps.map((row) => {
      const answered = row.runs.map((r) => r.tap?.answered ?? null);
      const unanswered = answered.filter((value) => value === null).length;
      const inTime = row.runs.filter((r) => r.tap !== null && answeredInTime(r.tap, r.live)).length;
      const ok = inTime === row.runs.length;
      return [
        row.page,
        TAPS[/** @type {keyof typeof TAPS} */ (row.tap)].label,
        row.site,
        seconds(medianOf(row.runs, (r) => r.paint)),
        seconds(medianOf(row.runs, (r) => r.tap?.at)),
        `${seconds(medianOf(row.runs, (r) => r.tap?.answered))}${unanswered > 0 ? ` (${unanswered} of ${row.runs.length} never)` : ""}`,
        `${Math.round(medianOf(row.runs, (r) => (r.tap?.answered ? r.tap.answered - r.tap.at : null)) ?? 0)} ms`,
        seconds(medianOf(row.runs, (r) => r.live)),
        row.runs.length === 0
          ? "-"
          : `${inTime} of ${row.runs.length}${mark(row.site === self?.name ? ok : null)}`,
      ];
    }),
  );

  console.log(
    `\nRepeat visit, same line and CPU, in a new tab with the offline copy in place (the single-page shop: its ` +
      `HTTP cache). Goals on home, product and contact: first paint <= ${GOALS.repeatPaint} ms, live <= ` +
      `${GOALS.repeatLive} ms. "First visit + offline copy": what the site sent for the page until live and for ` +
      `the offline copy after it (goal <= ${kb(GOALS.firstVisitBytes)}).\n`,
  );
  printTable(
    ["page", "site", "first paint", "live", "bytes", "first visit + offline copy"],
    results.map((row) => {
      const page = PAGES.find((entry) => entry.name === row.page);
      const own = row.site === self?.name && Boolean(page?.repeat);
      const repeats = row.runs.flatMap((r) => (r.repeat ? [r.repeat] : []));
      const repeatPaint = medianOf(repeats, (r) => r.paint);
      const repeatLive = medianOf(repeats, (r) => r.live);
      const copy = medianOf(row.runs, (r) => r.offlineCopyBytes);
      const total = copy === null ? null : (medianOf(row.runs, (r) => r.bytes) ?? 0) + copy;
      return repeats.length === 0
        ? [row.page, row.site, "-", "-", "-", "no offline copy"]
        : [
            row.page,
            row.site,
            `${seconds(repeatPaint)}${mark(own && repeatPaint !== null ? repeatPaint <= GOALS.repeatPaint : null)}`,
            `${seconds(repeatLive)}${mark(own && repeatLive !== null ? repeatLive <= GOALS.repeatLive : null)}`,
            kb(medianOf(repeats, (r) => r.bytes) ?? 0),
            total === null
              ? "-"
              : `${kb(total)}${mark(row.site === self?.name ? total <= GOALS.firstVisitBytes : null)}`,
          ];
    }),
  );

  const KINDS = ["compile", "run", "hydration", "style", "parse", "gc", "other"];
  console.log(
    `\nFirst visit: where the main thread's time went until live (Chromium trace; a nested event counts as its ` +
      `own kind). "After first module": script called once the first module had run (a framework's render).\n`,
  );
  printTable(
    [
      "page",
      "site",
      "compile",
      "script run",
      "after first module",
      "style+layout",
      "HTML parse",
      "GC",
      "other",
    ],
    results.map((row) => [
      row.page,
      row.site,
      ...KINDS.map((key) => {
        const value = medianOf(row.runs, (r) => r.split[key]);
        return value === null ? "-" : ms(value);
      }),
    ]),
  );
}

/**
 * Lighthouse (mobile, simulated slow 4G and CPU) over this checkout's pages: a side check; JSON reports in
 * bench-results/.
 * @param {string} origin
 * @param {string[]} flags
 */
async function lighthouseCheck(origin, flags) {
  const summary = [];
  for (const page of MEASURED) {
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: flags });
      try {
        if (page.prepare) {
          const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
          const tab = await browser.newPage();
          await addTwoProducts(tab, origin);
          await tab.close();
          await browser.disconnect();
        }
        const result = await lighthouse(`${origin}${page.path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
          disableStorageReset: Boolean(page.prepare),
        });
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError) throw new Error(lhr?.runtimeError?.message ?? "no result");
        writeFileSync(`bench-results/${page.name}-${run}.json`, JSON.stringify(lhr));
        runs.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? 0,
          tbt: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
          cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
          si: lhr.audits["speed-index"]?.numericValue ?? 0,
        });
      } catch (error) {
        console.error(`  Lighthouse ${page.path} run ${run} failed: ${String(error).split("\n")[0]}`);
      } finally {
        chrome.kill();
      }
    }
    if (runs.length > 0)
      summary.push({
        page: page.name,
        score: median(runs.map((r) => r.score)) ?? 0,
        lcp: median(runs.map((r) => r.lcp)) ?? 0,
        tbt: median(runs.map((r) => r.tbt)) ?? 0,
        cls: median(runs.map((r) => r.cls)) ?? 0,
        si: median(runs.map((r) => r.si)) ?? 0,
      });
  }
  writeFileSync(
    "bench-results/summary.json",
    JSON.stringify({ goals: GOALS.lighthouse, runs: RUNS, pages: summary }, null, 2),
  );
  const goal = GOALS.lighthouse;
  console.log(`\nLighthouse ${RUNS}-run medians (mobile, simulated), this checkout, a side check:\n`);
  printTable(
    [
      "page",
      `score (${goal.score})`,
      `LCP (<=${goal.lcp} ms)`,
      `TBT (<=${goal.tbt} ms)`,
      `CLS (<=${goal.cls})`,
      "Speed Index",
    ],
    summary.map((row) => [
      row.page,
      `${row.score}${mark(row.score >= goal.score)}`,
      `${ms(row.lcp)}${mark(row.lcp <= goal.lcp)}`,
      `${ms(row.tbt)}${mark(row.tbt <= goal.tbt)}`,
      `${row.cls.toFixed(3)}${mark(row.cls <= goal.cls)}`,
      ms(row.si),
    ]),
  );
  console.log("\nFull Lighthouse reports: bench-results/*.json");
}
