import { describe, expect, it } from "vitest";
import { formatUsd } from "./format-price";

describe("formatUsd", () => {
  it("shows integer cents as dollars with two decimals", () => {
    expect(formatUsd(1299)).toBe("$12.99");
    expect(formatUsd(47500)).toBe("$475.00");
    expect(formatUsd(8950)).toBe("$89.50");
    expect(formatUsd(3499)).toBe("$34.99");
    expect(formatUsd(0)).toBe("$0.00");
    expect(formatUsd(5)).toBe("$0.05");
  });

  it("groups thousands", () => {
    expect(formatUsd(1_299_999)).toBe("$12,999.99");
  });

  it("rounds a fractional cent to a whole cent", () => {
    expect(formatUsd(1299.4)).toBe("$12.99");
    expect(formatUsd(1299.6)).toBe("$13.00");
  });

  it("rejects values that are not numbers", () => {
    expect(() => formatUsd(Number.NaN)).toThrow(RangeError);
    expect(() => formatUsd(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
