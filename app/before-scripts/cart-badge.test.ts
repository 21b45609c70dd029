import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
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
  it("shows no count without a stored cart, for an empty one and for garbage; the link is just Cart", () => {
    for (const stored of [null, "", "[]", "not json", "{}", "null", "42", '"text"', "[null, 1, []]"]) {
      expect(runCartBadgeScript(stored)).toEqual({ attribute: undefined, property: undefined, name: "Cart" });
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
    expect(runCartBadgeScript(stored)).toEqual({ attribute: "5", property: "5", name: "Cart, 5 items" });
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

  it("stays small in the page (every page's <head> carries it; the build checks each page's HTML too)", () => {
    expect(gzipSync(minified(cartBadgeScript)).length).toBeLessThan(1200);
  });
});
