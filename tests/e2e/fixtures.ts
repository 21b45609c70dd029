import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every test runs offline, as this machine is: requests to other hosts (image hosts, the map) are aborted,
 * so the pages must look right when those fail. Console errors are collected for tests that check them.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await use(errors);
  },
  // E2E_LATE_SCRIPTS=<ms> plays a slow phone: every script file of the site arrives that much later, and
  // `page.goto` returns once the HTML is parsed, so a test uses the painted page before, while and after its
  // islands start. The files are the islands' (each island's own, the shared code, React and its renderer, whether
  // asked for by the page's modulepreload links or by Astro's island runtime) and any other script file under
  // /assets/. The runtime itself is inline, as are the page's own small scripts: they arrive with the HTML, as on a
  // phone, and the runtime waits for those files before it hands an island to React (the island keeps its `ssr`
  // attribute until then). Tests that open the page like a visitor must pass this way too (a page that needs
  // longer than the 5 s of an assertion is the exception).
  page: async ({ page }, use) => {
    const late = Number(process.env.E2E_LATE_SCRIPTS ?? 0);
    if (late > 0) {
      await page.route("**/assets/**/*.js", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, late));
        await route.continue();
      });
      const goto = page.goto.bind(page);
      page.goto = (url, options) => goto(url, { waitUntil: "domcontentloaded", ...options });
    }
    await use(page);
  },
  context: async ({ context }, use) => {
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
      route.abort("internetdisconnected"),
    );
    await use(context);
  },
});

export { expect };

/**
 * Runs axe (WCAG 2.2 AA) on the page, or only on what `include` selects. With `soft`, a violation fails the test
 * without stopping it: a test that visits several pages reports each page's violations.
 *
 * In the page itself (axe.run, "legacy mode"): the default splits the run and finishes it in a second, blank page,
 * which costs a new page and a second injection of axe's 550 KB for every check, about half its time. The split
 * exists to reach frames from other origins; the only such frame here is the map, which is offline in tests and
 * whose page axe cannot enter either way. Only violations are asserted, so axe collects nodes for nothing else.
 */
export async function expectNoAxeViolations(page: Page, include?: string, { soft = false } = {}) {
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
  if (include) builder.include(include);
  const results = await builder
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  (soft ? expect.soft : expect)(summary).toEqual([]);
}

/**
 * Resolves after the browser has rendered `count` more frames: long enough for scroll handlers,
 * IntersectionObserver callbacks and lazy loads that a scroll or a click set off to have run. Use it before
 * asserting that something did NOT happen; assert what should happen with a retrying expect instead.
 */
export async function afterFrames(page: Page, count = 3) {
  await page.evaluate(async (frames) => {
    for (let i = 0; i < frames; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
  }, count);
}

/**
 * Scrolls through the whole page a viewport at a time, letting each position render (two frames: the position
 * is only seen by observers and lazy loading at the rendering step after the scroll) before the next.
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
    window.scrollTo(0, document.body.scrollHeight);
    await frame();
    await frame();
  });
}

/**
 * How wide the page is, scrolled sideways included. Nothing should scroll sideways: compare it with the width the
 * test set (`page.viewportSize()`), not with `innerWidth`, which on a phone grows with a page that is too wide.
 */
export function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** Runs `task` with the viewport `width` px wide, then puts the viewport back. */
export async function atWidth<T>(page: Page, width: number, task: () => Promise<T>): Promise<T> {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width, height: viewport?.height ?? 740 });
  try {
    return await task();
  } finally {
    if (viewport) await page.setViewportSize(viewport);
  }
}

/**
 * Waits until no animation is running, or every one has finished: time-based fades (Web Animations or CSS
 * transitions) and scroll-driven ones alike. Endless animations (a spinner) never finish and are left out.
 */
export async function animationsSettled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => {
            const timing = animation.effect?.getComputedTiming();
            if (!timing || timing.endTime === Infinity) return false;
            if (animation.timeline === null || animation.timeline instanceof DocumentTimeline) {
              return animation.playState === "running";
            }
            // Scroll-driven: done once the scroll has taken it past its range.
            return typeof timing.progress === "number" && timing.progress < 1;
          })
          .map((animation) => {
            const { animationName, transitionProperty } = animation as Partial<CSSAnimation & CSSTransition>;
            return animationName ?? transitionProperty ?? (animation.id || "animation");
          }),
      ),
    )
    .toEqual([]);
}

/** Scrolls through the page so every fading section has appeared, then runs axe on all of it. */
export async function axeAfterScrolling(page: Page) {
  await scrollThrough(page);
  // Fading sections are scroll-driven: once scrolled through, every one has its final opacity.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll("[data-fade-in]")].every(
          (section) => getComputedStyle(section).opacity === "1",
        ),
      ),
    )
    .toBe(true);
  await animationsSettled(page);
  await expectNoAxeViolations(page);
}

/**
 * The page is live: each island that starts with the page has run its effects and taken the taps made before it
 * (the islands' root marks <html data-hydrated="true">), or, on a page without islands, the page's own script
 * marked it at once. Runs in the page.
 */
const live = () => document.documentElement.dataset.hydrated === "true";

/** Whether the page is live now. */
export const isLive = (page: Page) => page.evaluate(live);

/** Waits until the page is live, however long its scripts take (the test's own timeout bounds it). */
export async function waitUntilLive(page: Page) {
  await page.waitForFunction(live);
}

/**
 * Opens `path` and waits until the page is live (`html[data-hydrated]`: its islands have started, or it has none).
 * A visitor never waits for that: a test about what the page shows or what its HTML and CSS do (texts, links,
 * layout, axe, native menus, tabs that are links, the taps the inline recorder keeps) opens the page with
 * `page.goto` and acts at once. Only a test about what exists once the scripts run (timers, hover delays, state
 * shared between tabs, checks made by script) waits, and `reason` says which; it names the step in the report.
 */
export async function gotoHydrated(page: Page, path: string, reason: string) {
  return test.step(
    `open ${path} once live (${reason})`,
    async () => {
      const response = await page.goto(path);
      await waitUntilLive(page);
      return response;
    },
    { box: true },
  );
}

/**
 * Stores a value the way an earlier visit left it. It is written on a same-origin file without scripts: written on
 * a page of the site, that page's scripts may still be starting, read it first and (for a bad cart) delete it.
 */
export async function seedStorage(page: Page, key: string, value: string) {
  await page.goto("/robots.txt");
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, value] as const);
}
