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
  context: async ({ context }, use) => {
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
      route.abort("internetdisconnected"),
    );
    await use(context);
  },
});

export { expect };

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}

/** Scrolls through the page so every fading section has appeared, then runs axe on all of it. */
export async function axeAfterScrolling(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
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
  await expectNoAxeViolations(page);
}

/** Waits until React has hydrated the prerendered page (the router marks it on window). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return response;
}
