import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDollars, formatUsd, lineTotalCents } from "./money";

describe("formatUsd", () => {
  it("shows the fixed materials prices as the Electrical Materials page lists them", () => {
    expect([1299, 47500, 8950, 3499].map(formatUsd)).toEqual(["$12.99", "$475.00", "$89.50", "$34.99"]);
  });

  it.each([
    [0, "$0.00"],
    [5, "$0.05"],
    [99_999, "$999.99"],
    [1_299_999, "$12,999.99"],
    [100_000_000, "$1,000,000.00"],
  ])("%i cents reads %s", (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });

  it("groups thousands exactly as the en-US number format does, for any amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        const whole = (BigInt(cents) / 100n).toLocaleString("en-US");
        expect(formatUsd(cents)).toBe(`$${whole}.${String(cents % 100).padStart(2, "0")}`);
      }),
    );
  });

  it("refuses fractions, negatives and non-numbers", () => {
    for (const bad of [1.5, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => formatUsd(bad)).toThrow(RangeError);
    }
  });
});

describe("formatDollars", () => {
  it.each([
    [0, "0.00"],
    [7, "0.07"],
    [1_299_999, "12999.99"],
  ])("%i cents reads %s", (cents, text) => {
    expect(formatDollars(cents)).toBe(text);
  });

  it("always has exactly two decimals and round-trips to the same cents", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        const text = formatDollars(cents);
        expect(text).toMatch(/^\d+\.\d{2}$/);
        const [whole = "", rest = ""] = text.split(".");
        expect(BigInt(whole) * 100n + BigInt(rest)).toBe(BigInt(cents));
      }),
    );
  });
});

describe("lineTotalCents", () => {
  it("multiplies in whole cents, with no float drift", () => {
    expect(lineTotalCents(1_999, 3)).toBe(5_997);
    expect(formatDollars(lineTotalCents(10, 3))).toBe("0.30");
  });
});
