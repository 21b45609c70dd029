// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cartLinkName } from "~/content/navigation";
import { CART_STORAGE_KEY } from "~/lib/stored-cart";
import { cartBadgeScript } from "./cart-badge.testing";

const line = (id: string, quantity: number) => ({ id, name: "Pump", priceCents: 100, quantity });
const cartLink = () => document.querySelector("a");

/** Runs the script in <head> as the page does, before the body holds the link. */
function runInHead(lines: readonly unknown[]) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  document.body.innerHTML = "";
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- our own script, run as the page runs it
  const script = new Function(cartBadgeScript) as () => void;
  script();
}

/** The parser adds the header, with the link as the prerendered page has it. */
function parseHeader() {
  document.body.innerHTML = '<header><a href="/cart" aria-label="Cart" data-cart-link=""></a></header>';
}

describe("the cart link's name before the scripts run", () => {
  afterEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.cartCount;
  });

  it("says the stored count as soon as the parser adds the link, in the live link's words", async () => {
    for (const count of [1, 2, 9_999]) {
      runInHead([line("prod-001", count)]);
      parseHeader();
      // Mutation records are handled at the end of the parser's task, before the browser paints.
      await Promise.resolve();
      expect(cartLink()?.getAttribute("aria-label")).toBe(cartLinkName(count));
    }
  });

  it("leaves the name as it is for an empty cart", async () => {
    runInHead([]);
    parseHeader();
    await Promise.resolve();
    expect(cartLink()?.getAttribute("aria-label")).toBe(cartLinkName(0));
  });

  it("stops watching the page once the link is named", async () => {
    runInHead([line("prod-001", 3)]);
    parseHeader();
    await Promise.resolve();
    cartLink()?.setAttribute("aria-label", "Cart");
    document.body.append(document.createElement("main"));
    await Promise.resolve();
    expect(cartLink()?.getAttribute("aria-label")).toBe("Cart");
  });
});
