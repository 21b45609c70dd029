import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { CART_CHANGE_EVENT } from "~/lib/stored-cart";
import { CART_BADGE_SETTINGS } from "./cart-badge";
import { cartBadgeScript, runCartBadgeScript } from "./cart-badge.testing";
import { minified } from "./minified";

const line = (quantity: unknown, extra: Record<string, unknown> = {}) => ({
  id: "prod-001",
  name: "Compressor",
  priceCents: 1_299_999,
  quantity,
  ...extra,
});

describe("the header's inline cart badge script", () => {
  it("shows no count without a stored cart, for an empty one and for garbage", () => {
    for (const stored of [null, "", "[]", "not json", "{}", "null", "42", '"text"', "[null, 1, []]"]) {
      expect(runCartBadgeScript(stored).shown()).toEqual({
        attribute: undefined,
        property: undefined,
        name: "Cart",
      });
    }
  });

  it("never throws when storage itself throws", () => {
    const result = runCartBadgeScript(null, () => {
      throw new Error("SecurityError");
    });
    expect(result.attribute).toBeUndefined();
  });

  it("counts the quantities of valid lines on <html> as attribute and CSS property, and names the link", () => {
    const stored = JSON.stringify([line(2), line(3, { id: "prod-002" })]);
    expect(runCartBadgeScript(stored).shown()).toEqual({
      attribute: "5",
      property: "5",
      name: "Cart, 5 items",
    });
    expect(runCartBadgeScript(JSON.stringify([line(1)])).name).toBe("Cart, 1 item");
  });

  it("cuts fractions, caps each line at 9,999 and merges repeated ids", () => {
    expect(runCartBadgeScript(JSON.stringify([line(2.9)])).attribute).toBe("2");
    expect(runCartBadgeScript(JSON.stringify([line(50_000)])).attribute).toBe("9999");
    expect(runCartBadgeScript(JSON.stringify([line(9000), line(9000)])).attribute).toBe("9999");
    expect(runCartBadgeScript(JSON.stringify([line(1), line(1, { id: " prod-001 " })])).attribute).toBe("2");
  });

  it("ignores lines without a name, with a bad price or quantity, an inherited field or an unknown product", () => {
    const bad = [
      line(0),
      line(-3),
      line("4"),
      line(Number.NaN),
      line(1, { name: " " }),
      line(1, { priceCents: -1 }),
      line(1, { priceCents: 100_000_001 }),
      line(1, { priceCents: "5" }),
      line(1, { id: 7 }),
      Object.create({ id: "prod-009", name: "Inherited", priceCents: 1, quantity: 1 }) as unknown,
      line(1, { id: "prod-999" }),
    ];
    expect(runCartBadgeScript(JSON.stringify([...bad, line(1, { id: "prod-002" })])).attribute).toBe("1");
  });

  it("counts a line whatever its price within range (the cart prices it from the catalogue)", () => {
    expect(runCartBadgeScript(JSON.stringify([line(2, { priceCents: 1 })])).attribute).toBe("2");
  });

  it("keeps at most 200 lines", () => {
    const many = Array.from({ length: 300 }, (_, index) => line(1, { id: `p-${index}` }));
    const settings = { ...CART_BADGE_SETTINGS, products: many.map((entry) => entry.id) };
    expect(runCartBadgeScript(JSON.stringify(many), undefined, settings).attribute).toBe("200");
  });

  it("shows the count the cart's change event carries, the cart in memory, whatever storage holds", () => {
    const badge = runCartBadgeScript(JSON.stringify([line(2)]));
    badge.fire(CART_CHANGE_EVENT, { detail: 3 }, null);
    expect(badge.shown()).toEqual({ attribute: "3", property: "3", name: "Cart, 3 items" });
    badge.fire(CART_CHANGE_EVENT, { detail: 0 });
    expect(badge.shown()).toEqual({ attribute: undefined, property: undefined, name: "Cart" });
    // Storage that throws: the event's count is all there is.
    const refused = runCartBadgeScript(null, () => {
      throw new Error("SecurityError");
    });
    refused.fire(CART_CHANGE_EVENT, { detail: 2 });
    expect(refused.shown().attribute).toBe("2");
  });

  it("counts the stored cart again on a change event without a count", () => {
    const badge = runCartBadgeScript(null);
    for (const detail of [undefined, null, "7", -1, 1.5, Number.NaN]) {
      badge.fire(CART_CHANGE_EVENT, { detail }, JSON.stringify([line(4)]));
      expect(badge.shown().attribute).toBe("4");
    }
  });

  it("counts the stored cart again when another tab changes it or clears all storage, and only then", () => {
    const badge = runCartBadgeScript(JSON.stringify([line(1)]));
    badge.fire("storage", { key: CART_BADGE_SETTINGS.key }, JSON.stringify([line(6)]));
    expect(badge.shown()).toEqual({ attribute: "6", property: "6", name: "Cart, 6 items" });
    badge.fire("storage", { key: "something-else" }, JSON.stringify([line(2)]));
    expect(badge.shown().attribute).toBe("6");
    badge.fire("storage", { key: null }, null);
    expect(badge.shown()).toEqual({ attribute: undefined, property: undefined, name: "Cart" });
  });

  it("stays small in the page (every page's <head> carries it; the build checks each page's HTML too)", () => {
    // Minified, as the layout writes it into every page.
    const carried = minified(cartBadgeScript);
    expect(gzipSync(carried).length).toBeLessThan(1_100);
  });
});
