// What the store's browser tests share: the loading status, the header's cart count, and the page's scripts held
// back or let through as a slow line would.
import type { Page } from "@playwright/test";
import { cartLinkName } from "../../app/content/navigation";
import { expect } from "./fixtures";

/** The store's simulated loading status ("Loading products...", "Loading product..."). */
export const loadingStatus = (page: Page) => page.getByRole("status").filter({ hasText: /^Loading/ });

/** The header's cart link says how many items the cart holds, and its badge shows whenever there are any. */
export async function expectCartCount(page: Page, count: number) {
  const header = page.locator("header").first();
  await expect(header.getByRole("link", { name: cartLinkName(count), exact: true })).toBeVisible();
  if (count > 0) await expect(header.getByTestId("cart-badge")).toBeVisible();
}

/** Holds every script file of the site until `release()` (one helper for every spec). */
export { holdScripts } from "./cart-page";

/** Opens a page without waiting for its load event, which held scripts may delay. */
export async function open(page: Page, path: string) {
  return page.goto(path, { waitUntil: "domcontentloaded" });
}

/**
 * Resolves once the stylesheet's end of every loading state on the page has come (its animations have finished):
 * from then on only a search or sort waiting for the page's island keeps a spinner on screen.
 */
export async function loadingTimeOver(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const ends = document
          .getAnimations()
          .filter((animation) =>
            ["simulated-loaded", "simulated-shown"].includes((animation as CSSAnimation).animationName),
          );
        return ends.length > 0 && ends.every((animation) => animation.playState === "finished");
      }),
    )
    .toBe(true);
}
