import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { CART_BADGE_SETTINGS } from "~/before-scripts/cart-badge";
import { runCartBadgeScript } from "~/before-scripts/cart-badge.testing";
import { cartLinkName } from "~/content/navigation";
import { totalItems } from "./state/cart-reducer";
import { loadCart, type CartStorage } from "./state/cart-storage";

const storageOf = (raw: string): CartStorage => ({
  getItem: () => raw,
  setItem: () => undefined,
  removeItem: () => undefined,
});

/** What the cart counts for a stored value once the scripts run. */
const itemsOf = (raw: string) => totalItems(loadCart(storageOf(raw)));

/** The header badge's text once the scripts run (none at 0). */
const cartCount = (raw: string) => {
  const count = itemsOf(raw);
  return count > 0 ? String(count) : undefined;
};

/** The badge and the cart link's name before the scripts run (the prerendered name when the script sets none). */
const beforeScripts = (raw: string) => {
  const { attribute, name } = runCartBadgeScript(raw);
  return { badge: attribute, name: name ?? cartLinkName(0) };
};

/** The badge and the link's name once the scripts run. */
const live = (raw: string) => ({ badge: cartCount(raw), name: cartLinkName(itemsOf(raw)) });

const text = fc.oneof(
  fc.constantFrom(
    "prod-001",
    "prod-002",
    " prod-001 ",
    "prod-999",
    "",
    "  ",
    "x".repeat(300),
    "y".repeat(301),
  ),
  fc.string({ maxLength: 6 }),
);
const number = fc.oneof(
  fc.integer({ min: -3, max: 12_000 }),
  fc.double({ min: -2, max: 20_000, noNaN: false }),
  fc.constantFrom(0, -0, 1, 9_999, 10_000, 100_000_000, 100_000_001, Number.MAX_VALUE),
);
const field = fc.oneof(text, number, fc.constant(null), fc.boolean());
const storedLine = fc.oneof(
  fc.record(
    { id: text, name: text, priceCents: number, quantity: number, image: field, category: field },
    { requiredKeys: [] },
  ),
  fc.record({ id: field, name: field, priceCents: field, quantity: field }, { requiredKeys: [] }),
  field,
  fc.array(field, { maxLength: 2 }),
);

describe("the header badge before the scripts and the cart after them", () => {
  it("show the same count, and name the cart link alike, for any stored value", () => {
    fc.assert(
      fc.property(fc.array(storedLine, { maxLength: 30 }), (lines) => {
        const raw = JSON.stringify(lines);
        expect(beforeScripts(raw)).toEqual(live(raw));
      }),
      { numRuns: 500 },
    );
  });

  it("agree on values that are not a list of lines or not JSON at all", () => {
    // The cart logs each unparsable value it deletes; that is expected here.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    fc.assert(
      fc.property(fc.oneof(fc.json(), fc.string()), (raw) => {
        expect(runCartBadgeScript(raw).attribute).toBe(cartCount(raw));
      }),
    );
  });

  it("agree on many lines with repeated ids (merging and the line limit)", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ id: fc.integer({ min: 0, max: 400 }), quantity: fc.integer({ min: 1, max: 9_999 }) }),
          {
            minLength: 400,
            maxLength: 2_200,
          },
        ),
        (entries) => {
          const raw = JSON.stringify(
            entries.map(({ id, quantity }) => ({ id: `p-${id}`, name: "Pump", priceCents: 100, quantity })),
          );
          // A catalogue of 301 products, most of them in the stored cart: past the line limit.
          const ids = Array.from({ length: 301 }, (_, index) => `p-${index}`);
          const catalogue = Object.fromEntries(
            ids.map((id) => [id, { name: id, prices: [100, 100] as const }]),
          );
          const settings = { ...CART_BADGE_SETTINGS, products: ids };
          const cart = totalItems(loadCart(storageOf(raw), catalogue));
          expect(runCartBadgeScript(raw, undefined, settings).attribute).toBe(
            cart > 0 ? String(cart) : undefined,
          );
        },
      ),
      // Shrinking thousands of entries takes minutes: report the first failure as found.
      { numRuns: 30, endOnFailure: true },
    );
  });
});
