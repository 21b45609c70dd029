// One visit of a page on Lighthouse's mobile line, applied for real in Chromium (puppeteer): the phone's screen,
// 562.5 ms per request, 1.6 Mbit/s down, a CPU four times slower. Watched until the page is live
// (scripts/bench/live.mjs); optionally with a tap at first paint on a control, reporting when it was answered.
import { screenEmulationMetrics, throttling } from "lighthouse/core/config/constants.js";
import { liveFrom, readPage, recordPage, tapPoint, TAPS } from "./live.mjs";
import { mainThreadSplit, TRACE_CATEGORIES } from "./main-thread.mjs";

/** Lighthouse's mobile profile, as its DevTools throttling applies it in a real browser. */
export const SLOW_4G = throttling.mobileSlow4G;
const PHONE_SCREEN = screenEmulationMetrics.mobile;
/** The longest a visit may take on this line before it counts as failed. */
const VISIT_TIMEOUT_MS = 90_000;

/**
 * @typedef {object} Visit
 * @property {number} paint first contentful paint (ms from navigation start)
 * @property {number} lcp largest contentful paint
 * @property {string} lcpElement what it was
 * @property {number} live the latest of first paint, last script download and last long task
 * @property {number} longTasks how many tasks over 50 ms
 * @property {number} scriptBytes script files over the wire (their transfer size; 0 when served by a worker)
 * @property {number} scriptFiles how many script files the page loaded
 * @property {number} bytes everything the site sent until live, headers and compressed bodies
 * @property {Record<string, number>} split where the main thread's time went until live (main-thread.mjs)
 * @property {{ kind: string, at: number, answered: number | null } | null} tap the tap at first paint, if any
 */

/**
 * A tab set up as the phone on the slow line, recording the page from its first byte.
 * @param {import("puppeteer-core").BrowserContext} context
 */
export async function phoneTab(context) {
  const tab = await context.newPage();
  await tab.setViewport({
    width: PHONE_SCREEN.width,
    height: PHONE_SCREEN.height,
    deviceScaleFactor: PHONE_SCREEN.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  await tab.evaluateOnNewDocument(recordPage);
  return tab;
}

/** Puts the tab on the slow line and the slow CPU. @param {import("puppeteer-core").Page} tab */
async function throttle(tab) {
  await tab.emulateNetworkConditions({
    latency: SLOW_4G.requestLatencyMs,
    download: (SLOW_4G.downloadThroughputKbps * 1024) / 8,
    upload: (SLOW_4G.uploadThroughputKbps * 1024) / 8,
  });
  await tab.emulateCPUThrottling(SLOW_4G.cpuSlowdownMultiplier);
}

/**
 * Opens `url` in `tab` on the slow line and watches it until it is live; with `tap`, taps that control as soon as
 * the page has first painted (scrolled to, as a buyer would) and notes when the page answered.
 * @param {import("puppeteer-core").Page} tab from `phoneTab`
 * @param {string} url
 * @param {{ bytes: () => number, tap?: keyof typeof TAPS }} options bytes: what the site has sent so far
 * @returns {Promise<Visit>}
 */
export async function visit(tab, url, { bytes, tap }) {
  await throttle(tab);
  /** Script files requested and not yet finished, counted from outside the page. */
  const downloading = new Set();
  const isScript = (/** @type {import("puppeteer-core").HTTPRequest} */ request) =>
    request.resourceType() === "script";
  const started = (/** @type {import("puppeteer-core").HTTPRequest} */ request) => {
    if (isScript(request)) downloading.add(request);
  };
  const ended = (/** @type {import("puppeteer-core").HTTPRequest} */ request) => downloading.delete(request);
  tab.on("request", started);
  tab.on("requestfinished", ended);
  tab.on("requestfailed", ended);
  const bytesBefore = bytes();
  const step = (/** @type {string} */ name, /** @type {Promise<unknown>} */ promise) =>
    promise.catch((/** @type {unknown} */ error) => {
      throw new Error(`${url}: ${name}: ${error instanceof Error ? error.message : String(error)}`);
    });
  try {
    await tab.tracing.start({ categories: TRACE_CATEGORIES });
    const loading = step("load", tab.goto(url, { waitUntil: "load", timeout: VISIT_TIMEOUT_MS }));
    // Awaited below; a failure meanwhile is reported there, not as an unhandled rejection.
    loading.catch(() => undefined);
    if (tap) await step("tap at first paint", tapAtFirstPaint(tab, tap));
    await loading;
    /** @type {number | undefined} */
    let live;
    const deadline = Date.now() + VISIT_TIMEOUT_MS;
    while (live === undefined) {
      if (Date.now() > deadline) throw new Error(`${url}: not quiet within ${VISIT_TIMEOUT_MS / 1000} s`);
      live = liveFrom(await tab.evaluate(readPage), downloading.size);
      if (live === undefined) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const traced = await tab.tracing.stop();
    const trace = traced ? JSON.parse(Buffer.from(traced).toString("utf8")) : {};
    const figures = await tab.evaluate(() => {
      const marks =
        /** @type {{ paint: number, lcp: number, lcpElement: string, longTasks: number, tapAt: number, answers: Record<string, number> }} */ (
          /** @type {unknown} */ (Reflect.get(window, "__benchMarks"))
        );
      const scripts = /** @type {PerformanceResourceTiming[]} */ (
        performance.getEntriesByType("resource")
      ).filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname));
      return {
        paint: marks.paint,
        lcp: marks.lcp,
        lcpElement: marks.lcpElement,
        longTasks: marks.longTasks,
        tapAt: marks.tapAt,
        answers: marks.answers,
        scriptBytes: scripts.reduce((sum, entry) => sum + entry.transferSize, 0),
        scriptFiles: scripts.length,
      };
    });
    return {
      paint: figures.paint,
      lcp: figures.lcp,
      lcpElement: figures.lcpElement,
      live,
      longTasks: figures.longTasks,
      scriptBytes: figures.scriptBytes,
      scriptFiles: figures.scriptFiles,
      bytes: bytes() - bytesBefore,
      split: mainThreadSplit(trace, live),
      tap: tap
        ? { kind: tap, at: figures.tapAt, answered: figures.answers[TAPS[tap].answered] ?? null }
        : null,
    };
  } finally {
    tab.off("request", started);
    tab.off("requestfinished", ended);
    tab.off("requestfailed", ended);
  }
}

/**
 * Waits for the page's first paint, then taps the control as a buyer would (scrolled to), without waiting for
 * anything else: the page itself finds the control and its place in the frame after the paint.
 * @param {import("puppeteer-core").Page} tab
 * @param {keyof typeof TAPS} kind
 */
async function tapAtFirstPaint(tab, kind) {
  const { selector, text } = TAPS[kind];
  const found = await tab.waitForFunction(
    tapPoint,
    { polling: "raf", timeout: VISIT_TIMEOUT_MS },
    { selector, text },
  );
  const point = /** @type {{ x: number, y: number }} */ (await found.jsonValue());
  await tab.touchscreen.tap(point.x, point.y);
}

/**
 * Waits until the page's service worker is active (its install, the offline copy's download, has finished), at
 * most 60 s; false when the site has no worker (the kill switch, or a site without one).
 * @param {import("puppeteer-core").Page} tab
 */
export async function offlineCopyReady(tab) {
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
