import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cartReducer,
  orderLines,
  subtotalCents,
  totalItems,
  type CartAction,
  type CartLines,
} from "./cart-reducer";
import { CART_STORAGE_KEY, loadCart, saveCart } from "./cart-storage";
import { compressor, pump } from "../test-items";

const run = (actions: CartAction[], start: CartLines = []) => actions.reduce(cartReducer, start);

describe("cartReducer", () => {
  it("adds a new line with quantity 1 by default", () => {
    expect(run([{ type: "add", item: compressor }])).toEqual([{ ...compressor, quantity: 1 }]);
  });

  it("merges a repeated add into the same line, adding the amount", () => {
    const lines = run([
      { type: "add", item: compressor },
      { type: "add", item: pump, quantity: 2 },
      { type: "add", item: compressor, quantity: 3 },
    ]);
    expect(lines.map((line) => [line.id, line.quantity])).toEqual([
      ["prod-001", 4],
      ["prod-002", 2],
    ]);
  });

  it("keeps the price the line was first added with", () => {
    const lines = run([
      { type: "add", item: compressor },
      { type: "add", item: { ...compressor, priceCents: 99_999 } },
    ]);
    expect(lines[0]?.priceCents).toBe(1_299_999);
  });

  it("stores only the line's own fields, not the whole product passed in", () => {
    const product = { ...compressor, description: "long text", rating: 4.8 };
    expect(Object.keys(run([{ type: "add", item: product }])[0] ?? {}).sort()).toEqual(
      ["category", "id", "image", "name", "priceCents", "quantity"].sort(),
    );
  });

  it("ignores adds of zero, negative or non-numeric amounts and clamps huge ones", () => {
    expect(run([{ type: "add", item: compressor, quantity: 0 }])).toEqual([]);
    expect(run([{ type: "add", item: compressor, quantity: -3 }])).toEqual([]);
    expect(run([{ type: "add", item: compressor, quantity: Number.NaN }])).toEqual([]);
    expect(run([{ type: "add", item: compressor, quantity: 2.7 }])[0]?.quantity).toBe(2);
    expect(
      run([
        { type: "add", item: compressor, quantity: 9_000 },
        { type: "add", item: compressor, quantity: 9_000 },
      ])[0]?.quantity,
    ).toBe(9_999);
  });

  it("removes a line", () => {
    const lines = run([
      { type: "add", item: compressor },
      { type: "add", item: pump },
      { type: "remove", id: "prod-001" },
    ]);
    expect(lines.map((line) => line.id)).toEqual(["prod-002"]);
  });

  it("updates a quantity, and 0 or less removes the line", () => {
    const start = run([{ type: "add", item: compressor }]);
    expect(cartReducer(start, { type: "update", id: "prod-001", quantity: 7 })[0]?.quantity).toBe(7);
    expect(cartReducer(start, { type: "update", id: "prod-001", quantity: 0 })).toEqual([]);
    expect(cartReducer(start, { type: "update", id: "prod-001", quantity: -1 })).toEqual([]);
    expect(cartReducer(start, { type: "update", id: "prod-001", quantity: 12_345 })[0]?.quantity).toBe(9_999);
    expect(cartReducer(start, { type: "update", id: "prod-001", quantity: Number.NaN })).toBe(start);
    expect(cartReducer(start, { type: "update", id: "nope", quantity: 3 })).toBe(start);
    expect(cartReducer(start, { type: "remove", id: "nope" })).toBe(start);
  });

  it("clears the cart", () => {
    expect(run([{ type: "add", item: compressor }, { type: "clear" }])).toEqual([]);
  });

  it("derives totalItems and subtotal in cents", () => {
    const lines = run([
      { type: "add", item: compressor, quantity: 2 },
      { type: "add", item: pump, quantity: 3 },
    ]);
    expect(totalItems(lines)).toBe(5);
    expect(subtotalCents(lines)).toBe(2 * 1_299_999 + 3 * 845_000);
    expect(totalItems([])).toBe(0);
    expect(subtotalCents([])).toBe(0);
  });
});

const itemArbitrary = fc.record({
  id: fc.constantFrom("prod-001", "prod-002", "prod-003", "prod-004", "prod-005", "__proto__", "constructor"),
  name: fc.string({ minLength: 1, maxLength: 40 }).filter((name) => name.trim().length > 0),
  priceCents: fc.integer({ min: 0, max: 5_000_000 }),
  image: fc.constant("https://images.unsplash.com/photo-x"),
  category: fc.constantFrom("Mining & Industrial", "Energy Solutions", "Civil Contracting"),
});

const quantityArbitrary = fc.oneof(
  fc.integer({ min: -20_000, max: 20_000 }),
  fc.double({ noNaN: false }),
  fc.constantFrom(0, 1, 9_999, 10_000, Number.POSITIVE_INFINITY),
);

const actionArbitrary: fc.Arbitrary<CartAction> = fc.oneof(
  fc.record({
    type: fc.constant("add" as const),
    item: itemArbitrary,
    quantity: fc.option(quantityArbitrary, { nil: undefined }),
  }),
  fc.record({ type: fc.constant("remove" as const), id: itemArbitrary.map((item) => item.id) }),
  fc.record({
    type: fc.constant("update" as const),
    id: itemArbitrary.map((item) => item.id),
    quantity: quantityArbitrary,
  }),
  fc.constant({ type: "clear" as const }),
);

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe("cartReducer properties", () => {
  it("keeps every invariant over thousands of random operation sequences, and survives storage", () => {
    fc.assert(
      fc.property(fc.array(actionArbitrary, { maxLength: 40 }), (actions) => {
        const lines = run(actions);
        const ids = lines.map((line) => line.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const line of lines) {
          expect(Number.isInteger(line.quantity)).toBe(true);
          expect(line.quantity).toBeGreaterThanOrEqual(1);
          expect(line.quantity).toBeLessThanOrEqual(9_999);
        }
        expect(totalItems(lines)).toBe(lines.reduce((sum, line) => sum + line.quantity, 0));
        expect(subtotalCents(lines)).toBe(
          lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0),
        );
        expect(Number.isSafeInteger(subtotalCents(lines))).toBe(true);

        const storage = memoryStorage();
        saveCart(storage, lines);
        // Named and priced by a catalogue that has these products by these names at these prices: storage's own
        // round trip.
        const catalogue = Object.fromEntries(
          lines.map((line) => [line.id, { name: line.name, prices: [line.priceCents, 0] as const }]),
        );
        const restored = loadCart(storage, catalogue);
        expect(restored).toEqual(lines);
        if (lines.length === 0) expect(storage.getItem(CART_STORAGE_KEY)).toBeNull();
      }),
      { numRuns: 3_000 },
    );
  });
});

describe("a line no longer sold", () => {
  const kept = { ...compressor, id: "prod-099", name: "Gone", quantity: 2, unavailable: true };

  it("is neither counted nor totalled, nor in the order's lines", () => {
    const lines = [kept, { ...pump, quantity: 1 }];
    expect(totalItems(lines)).toBe(1);
    expect(subtotalCents(lines)).toBe(pump.priceCents);
    expect(orderLines(lines).map((line) => line.id)).toEqual([pump.id]);
  });

  it("has no quantity to change, and goes only when removed", () => {
    expect(cartReducer([kept], { type: "update", id: kept.id, quantity: 5 })).toEqual([kept]);
    expect(cartReducer([kept], { type: "remove", id: kept.id })).toEqual([]);
  });

  it("is replaced by the product added afresh once it is on sale again", () => {
    const again = { ...compressor, id: kept.id, name: "Back again" };
    expect(cartReducer([kept], { type: "add", item: again, quantity: 1 })).toEqual([
      { ...again, quantity: 1 },
    ]);
  });
});
