import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

// The Content-Security-Policy blocks nothing a page needs: what a visit checks once the page is open. The checks
// are soft, so a test that visits several pages reports every page that fails.

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Records CSP violations (the DOM event and the console report) from the first byte of every page the tab opens.
 * Returns the console reports, which outlive a navigation: empty the array before opening the next page.
 */
export async function watchViolations(page: Page): Promise<string[]> {
  const reports: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (/Content Security Policy|Permissions-Policy|Refused to/i.test(text)) reports.push(`console: ${text}`);
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
  return reports;
}

/** An image from a host the policy does not allow (and that does not exist). */
const CONTROL_IMAGE = "https://csp-control.invalid/pixel.png";

/** Every violation reported so far on the open page: the console's and the DOM event's. */
export async function violations(page: Page, reports: readonly string[]): Promise<string[]> {
  return [...reports, ...(await page.evaluate(() => window.__cspViolations ?? []))];
}

/**
 * Once the page has been scrolled through (lazy images and frames, such as the map, brought into view), lets
 * every lazy image finish loading, so its load is checked too.
 */
export async function expectLazyImagesLoaded(page: Page) {
  // (An image that takes no space, such as one hidden at this width, is never fetched.)
  await expect.soft
    .poll(() =>
      page.evaluate(
        () =>
          [...document.images].filter((image) => image.getClientRects().length > 0 && !image.complete).length,
      ),
    )
    .toBe(0);
}

/**
 * Asserts that the open page has caused no CSP violation, after a positive control: a load the policy refuses is
 * reported through the same listeners. Reports arrive in order, so once the control's is in, any the page itself
 * caused would be in too. Adds a broken image to the page: run it after anything else that reads the page.
 */
export async function expectNoCspViolations(page: Page, reports: readonly string[]) {
  await page.evaluate((src) => {
    const image = new Image();
    image.src = src;
    document.body.append(image);
  }, CONTROL_IMAGE);
  await expect.soft
    .poll(() => page.evaluate(() => window.__cspViolations ?? []))
    .toContain(`img-src blocked ${CONTROL_IMAGE}`);
  const reported = (await violations(page, reports)).filter((report) => !report.includes(CONTROL_IMAGE));
  expect.soft(reported).toEqual([]);
}
