import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_EARLY_ACTIONS, parseEarlyAction, parseEarlyActions } from "./early-actions";
import { MAX_QUANTITY, MIN_QUANTITY, normalizeQuantity } from "~/lib/quantity";

const productId = fc.integer({ min: 0, max: 999 }).map((n) => `prod-${String(n).padStart(3, "0")}`);
const addToCart = fc.record({
  action: fc.constant("add-to-cart"),
  product: productId,
  quantity: fc.string(),
});
const submit = fc.record({
  action: fc.constant("submit"),
  form: fc.constantFrom("contact", "quote-request"),
});

function addToCartOrSubmit(entry: unknown): boolean {
  if (typeof entry !== "object" || entry === null || Object.getPrototypeOf(entry) !== Object.prototype)
    return false;
  const record = entry as Record<string, unknown>;
  return (
    (record.action === "add-to-cart" &&
      typeof record.product === "string" &&
      /^prod-\d{3}$/.test(record.product) &&
      typeof record.quantity === "string" &&
      record.quantity.length <= 20) ||
    (record.action === "submit" && (record.form === "contact" || record.form === "quote-request"))
  );
}

describe("parseEarlyActions", () => {
  it("never throws on garbage, and returns only well-formed actions", () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withBigInt: true, withMap: true }), (raw) => {
        const actions = parseEarlyActions(raw);
        for (const action of actions) {
          if (action.kind === "add-to-cart") {
            expect(action.productId).toMatch(/^prod-\d{3}$/);
            expect(Number.isInteger(action.quantity)).toBe(true);
            expect(action.quantity).toBeGreaterThanOrEqual(MIN_QUANTITY);
            expect(action.quantity).toBeLessThanOrEqual(MAX_QUANTITY);
          } else {
            expect(action.form).toMatch(/^[a-z][a-z-]*$/);
          }
        }
      }),
    );
  });

  it("keeps every valid action, in order, among garbage", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(addToCart, submit, fc.anything()), { maxLength: MAX_EARLY_ACTIONS }),
        (raw) => {
          // Every generated add-to-cart and submit record is valid and survives.
          const generated = raw.filter((entry) => addToCartOrSubmit(entry));
          expect(parseEarlyActions(raw).length).toBeGreaterThanOrEqual(generated.length);
          const valid = raw.filter((entry) => parseEarlyAction(entry) !== null);
          expect(parseEarlyActions(raw)).toEqual(valid.map((entry) => parseEarlyAction(entry)));
        },
      ),
    );
  });

  it("reads the recorded quantity text with the quantity field's own rule", () => {
    fc.assert(
      fc.property(productId, fc.string({ maxLength: 20 }), (product, quantity) => {
        expect(parseEarlyAction({ action: "add-to-cart", product, quantity })).toEqual({
          kind: "add-to-cart",
          productId: product,
          quantity: normalizeQuantity(quantity),
        });
      }),
    );
  });

  it("drops unknown actions, malformed ids and fields of the wrong type", () => {
    const bad = [
      null,
      "add-to-cart",
      { action: "remove", product: "prod-001", quantity: "1" },
      { action: "add-to-cart", product: "prod-1", quantity: "1" },
      { action: "add-to-cart", product: "<img src=x>", quantity: "1" },
      { action: "add-to-cart", product: "prod-001", quantity: 3 },
      { action: "add-to-cart", product: "prod-001" },
      { action: "add-to-cart", product: "prod-001", quantity: "9".repeat(21) },
      { action: "submit", form: "Contact" },
      { action: "submit" },
      {
        get action() {
          throw new Error("boom");
        },
      },
    ];
    expect(parseEarlyActions(bad)).toEqual([]);
    expect(parseEarlyActions({ length: 1, 0: { action: "submit", form: "contact" } })).toEqual([]);
  });

  it("reads valid taps, the quantity clamped to 1..9,999", () => {
    expect(
      parseEarlyActions([
        { action: "add-to-cart", product: "prod-003", quantity: " 12 " },
        { action: "add-to-cart", product: "prod-004", quantity: "99999" },
        { action: "add-to-cart", product: "prod-005", quantity: "abc" },
        { action: "submit", form: "contact" },
      ]),
    ).toEqual([
      { kind: "add-to-cart", productId: "prod-003", quantity: 12 },
      { kind: "add-to-cart", productId: "prod-004", quantity: MAX_QUANTITY },
      { kind: "add-to-cart", productId: "prod-005", quantity: 1 },
      { kind: "submit", form: "contact" },
    ]);
  });

  it("ignores a runaway queue past its limit", () => {
    const many = Array.from({ length: MAX_EARLY_ACTIONS + 10 }, () => ({
      action: "submit",
      form: "contact",
    }));
    expect(parseEarlyActions(many)).toHaveLength(MAX_EARLY_ACTIONS);
  });
});
