import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_QUANTITY, MIN_QUANTITY, normalizeQuantity } from "./quantity";

describe("normalizeQuantity", () => {
  it.each<[string | number, number]>([
    ["", 1],
    ["   ", 1],
    ["abc", 1],
    ["12abc", 1],
    ["0", 1],
    ["-5", 1],
    ["2.9", 2],
    ["7", 7],
    [" 42 ", 42],
    ["9999", 9999],
    ["10000", 9999],
    ["1e9", 9999],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 9999],
    [Number.NEGATIVE_INFINITY, 1],
    [3.99, 3],
  ])("%j becomes %i", (input, expected) => {
    expect(normalizeQuantity(input)).toBe(expected);
  });

  it("always gives a whole number from 1 to 9,999", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double()), (input) => {
        const quantity = normalizeQuantity(input);
        expect(Number.isInteger(quantity)).toBe(true);
        expect(quantity).toBeGreaterThanOrEqual(MIN_QUANTITY);
        expect(quantity).toBeLessThanOrEqual(MAX_QUANTITY);
      }),
    );
  });
});
