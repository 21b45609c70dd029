import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { longDate } from "./long-date";

describe("longDate", () => {
  it("writes a day as en-GB's long form does, for any day", () => {
    const enGb = new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1000-01-01"), max: new Date("9999-12-31"), noInvalidDate: true }),
        (date) => {
          expect(longDate(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())).toBe(
            enGb.format(date),
          );
        },
      ),
    );
  });

  it("refuses a month that does not exist", () => {
    expect(() => longDate(2026, 12, 1)).toThrow(RangeError);
  });
});
