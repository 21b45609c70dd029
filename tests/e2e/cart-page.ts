// What the specs about the cart share: the header badge as a buyer meets it, and scripts held back.
import type { BrowserContext, Page } from "@playwright/test";
import { cartLinkName } from "../../app/content/navigation";
import { CART_STORAGE_KEY } from "../../app/lib/stored-cart";
import { expect } from "./fixtures";

/** Where the cart is kept in the browser, as the site reads it. */
export const KEY = CART_STORAGE_KEY;
/** An order's reference: six letters and digits without 0, O, 1, I or L. */
export const REFERENCE = /^[2-9A-HJKMNP-Z]{6}$/;
/** Two stored cart lines: the compressor at its list price, the pump added at its product page's price. */
export const compressor = {
  id: "prod-001",
  name: "Heavy-Duty Industrial Air Compressor",
  priceCents: 1_299_999,
  image: "",
  category: "Mining & Industrial",
  quantity: 2,
};
export const pump = {
  ...compressor,
  id: "prod-002",
  name: "Submersible Slurry Pump",
  priceCents: 825_000,
  quantity: 1,
};

/**
 * The header's cart badge as a buyer sees and hears it: the number its CSS draws (from the count the page's inline
 * script puts on <html>; nothing at 0) and the cart link's name ("Cart, 3 items"). Waits until both say `count`.
 */
export async function expectBadge(page: Page, count: number) {
  const header = page.locator("header").first();
  const badge = header.getByTestId("cart-badge");
  await expect(header.getByRole("link", { name: cartLinkName(count), exact: true })).toBeVisible();
  if (count === 0) {
    await expect(badge).toBeHidden();
  } else {
    await expect(badge).toBeVisible();
    // The number itself is CSS generated content: its counter is the count.
    await expect(badge).toHaveCSS("counter-reset", `cart-count ${count}`);
  }
}

/**
 * Holds every script file of the site until `release()`: the page's HTML, CSS and inline scripts load as usual, as
 * on a slow phone before its scripts arrive.
 */
export async function holdScripts(page: Page) {
  let released = false;
  const waiting: (() => void)[] = [];
  await page.route("**/assets/**/*.js", async (route) => {
    if (!released) await new Promise<void>((resume) => waiting.push(resume));
    await route.continue();
  });
  return {
    release: () => {
      released = true;
      for (const resume of waiting.splice(0)) resume();
    },
  };
}

/** WhatsApp answers with a page of its own, so a test can follow the order link without leaving the machine. */
export async function routeWhatsApp(context: BrowserContext) {
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>WhatsApp</title>" }),
  );
}
