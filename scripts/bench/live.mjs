// When a page is live, measured the same way for any site whatever its framework: the latest of its first paint,
// the end of its last script download and the end of its last long task (a main-thread task over 50 ms), once the
// page has been quiet (no script downloading, no long task) for QUIET_MS. No framework's own marker is read.
// `recordPage` runs in the page before any of its own scripts and notes what the page cannot be asked about later;
// the bench watches from outside for the quiet (scripts/bench/bench.mjs).

/** How long a page must stay quiet before its last event counts as the end. */
export const QUIET_MS = 3_000;

/**
 * What a tap at first paint may target (a button, by the start of its text or by a selector), and how the bench
 * knows it was answered (scripts/bench/bench.mjs).
 */
export const TAPS = {
  /** Add to Cart on a product page: answered when the cart's count shows (on <html>, or in the cart link's name). */
  cart: { label: "Add to Cart", selector: "button", text: "Add to Cart", answered: "cart" },
  /** The phone menu's button: answered when the menu is on screen. */
  menu: { label: "phone menu", selector: "button[aria-label='Open menu']", text: "", answered: "menu" },
};

/**
 * How long a tap may take to be answered and still feel immediate (the response limit of Google's RAIL model):
 * the frame that shows the answer comes after the work the tap causes, which may itself be the page's last long
 * task, so even a page live at its first paint answers a tap a little after it is live.
 */
export const TAP_RESPONSE_MS = 100;

/**
 * Whether a tap at first paint was answered in time: no later than the page was live, give or take TAP_RESPONSE_MS,
 * or within TAP_RESPONSE_MS of the tap when it came later. The page's scripts must not move the wait to the buyer.
 * @param {{ at: number, answered: number | null }} tap when it landed and when it was answered (null: never)
 * @param {number} live when the same visit was live
 */
export function answeredInTime(tap, live) {
  return tap.answered !== null && tap.answered <= Math.max(live, tap.at) + TAP_RESPONSE_MS;
}

/**
 * Runs in the page: once it has first painted and the control shows (a buyer cannot tap what a loading state still
 * hides), scrolls it into the middle of the screen, as a buyer would, and returns where to tap it (its centre, in
 * the viewport) if a tap there lands on it; null until then.
 * @param {{ selector: string, text: string }} target
 * @returns {{ x: number, y: number } | null}
 */
export function tapPoint({ selector, text }) {
  const marks = /** @type {{ paint: number } | undefined} */ (
    /** @type {unknown} */ (Reflect.get(window, "__benchMarks"))
  );
  if (!marks?.paint) return null;
  const control = [...document.querySelectorAll(selector)].find((element) =>
    (element.textContent ?? "").trim().startsWith(text),
  );
  if (!control?.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return null;
  control.scrollIntoView({ block: "center", behavior: "instant" });
  const box = control.getBoundingClientRect();
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const hit = document.elementFromPoint(point.x, point.y);
  return box.width > 0 && box.height > 0 && hit !== null && control.contains(hit) ? point : null;
}

/**
 * Runs in the page before its own scripts (puppeteer `evaluateOnNewDocument`): the first contentful paint, the
 * largest contentful paint and its element, the end of the last long task, when the buyer's tap landed, and the
 * first frame in which each kind of answer showed (the cart's count, the phone menu), checked every frame.
 */
export function recordPage() {
  // Registered twice on a tab (the cart's way in, then the visit), it records once.
  if (Reflect.has(window, "__benchMarks")) return;
  const marks = {
    paint: 0,
    lcp: 0,
    lcpElement: "",
    longTaskEnd: 0,
    longTasks: 0,
    tapAt: 0,
    answers: /** @type {Record<string, number>} */ ({}),
  };
  Object.defineProperty(window, "__benchMarks", { value: marks });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === "first-contentful-paint") marks.paint = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    const entry = /** @type {LargestContentfulPaint | undefined} */ (list.getEntries().at(-1));
    if (!entry) return;
    marks.lcp = entry.startTime;
    marks.lcpElement = entry.url
      ? `img ${new URL(entry.url).host}`
      : (entry.element?.tagName.toLowerCase() ?? "");
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      marks.longTasks += 1;
      marks.longTaskEnd = Math.max(marks.longTaskEnd, entry.startTime + entry.duration);
    }
  }).observe({ type: "longtask", buffered: true });
  addEventListener(
    "pointerdown",
    (event) => {
      if (event.isTrusted && !marks.tapAt) marks.tapAt = event.timeStamp;
    },
    { capture: true },
  );
  /** @type {Record<string, () => boolean>} */
  const shown = {
    cart: () =>
      Number(document.documentElement.dataset.cartCount ?? 0) > 0 ||
      /\d/.test(document.querySelector("[data-cart-link]")?.getAttribute("aria-label") ?? ""),
    menu: () => document.getElementById("site-menu")?.checkVisibility() ?? false,
  };
  // After the tap, each change to the page is checked; an answer counts from the frame that shows it. Nothing
  // runs before the tap or once every answer is in: the watch adds no work of its own to the page.
  const check = () => {
    if (!marks.tapAt) return;
    for (const [kind, test] of Object.entries(shown)) {
      if (kind in marks.answers || !test()) continue;
      marks.answers[kind] = 0;
      requestAnimationFrame((frameAt) => (marks.answers[kind] = frameAt));
    }
    if (Object.keys(marks.answers).length === Object.keys(shown).length) changes.disconnect();
  };
  const changes = new MutationObserver(check);
  changes.observe(document, { subtree: true, childList: true, attributes: true });
  // A popover opens without changing the document: its toggle event says so.
  addEventListener("toggle", check, { capture: true });
}

/**
 * @typedef {object} PageState what the page says of itself at one moment (`readPage`)
 * @property {number} now the page's clock (ms since navigation start)
 * @property {number} paint first contentful paint, 0 before it
 * @property {number} scriptEnd when the last script file finished downloading, 0 for none
 * @property {number} longTaskEnd when the last long task ended, 0 for none
 * @property {boolean} loaded whether the load event has passed
 */

/**
 * Runs in the page: its state for `liveFrom`.
 * @returns {PageState}
 */
export function readPage() {
  const marks = /** @type {{ paint: number, longTaskEnd: number }} */ (
    /** @type {unknown} */ (Reflect.get(window, "__benchMarks"))
  );
  const scripts = performance
    .getEntriesByType("resource")
    .filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname));
  return {
    now: performance.now(),
    paint: marks.paint,
    scriptEnd: Math.max(
      0,
      ...scripts.map((entry) => /** @type {PerformanceResourceTiming} */ (entry).responseEnd),
    ),
    longTaskEnd: marks.longTaskEnd,
    loaded: document.readyState === "complete",
  };
}

/**
 * The moment the page was live, once it has stayed quiet for QUIET_MS with no script file still downloading
 * (`downloading`, counted from outside the page: the page knows a download only once it has ended); else
 * undefined (watch on).
 * @param {PageState} state
 * @param {number} downloading script files requested and not yet finished
 * @returns {number | undefined}
 */
export function liveFrom(state, downloading) {
  if (!state.paint || !state.loaded || downloading > 0) return undefined;
  const live = Math.max(state.paint, state.scriptEnd, state.longTaskEnd);
  return state.now - live >= QUIET_MS ? live : undefined;
}
