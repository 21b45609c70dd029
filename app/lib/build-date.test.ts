import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildDateOf, formatDay } from "./build-date";

describe("formatDay", () => {
  it.each([
    ["2025-11-25", "25 November 2025"],
    ["2026-01-01", "1 January 2026"],
    ["2024-02-29", "29 February 2024"],
  ])("%s reads %s", (day, text) => {
    expect(formatDay(day)).toBe(text);
  });

  it("reads nothing for what is not a day", () => {
    for (const text of ["", "2025-02-30", "2025-13-01", "25 November 2025", "2025-11-25T00:00:00Z"]) {
      expect(formatDay(text)).toBeUndefined();
    }
  });

  it("reads every real day as its day, month and year, whatever the time zone", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2100-12-31"), noInvalidDate: true }),
        (date) => {
          const day = date.toISOString().slice(0, 10);
          const [year, month, dayOfMonth] = day.split("-").map(Number);
          const monthName = new Date(Date.UTC(2000, (month ?? 1) - 1, 1)).toLocaleString("en-GB", {
            month: "long",
            timeZone: "UTC",
          });
          expect(formatDay(day)).toBe(`${dayOfMonth} ${monthName} ${year}`);
        },
      ),
    );
  });
});

describe("buildDateOf", () => {
  const page = (content: string | null) => ({
    querySelector: () => (content === null ? null : { content }),
  });

  it("reads the day the page carries", () => {
    expect(buildDateOf(page("2025-11-25") as unknown as Document)).toBe("2025-11-25");
  });

  it("reads nothing from a page without one, or with something else in its place", () => {
    expect(buildDateOf(page(null) as unknown as Document)).toBeUndefined();
    expect(buildDateOf(page("") as unknown as Document)).toBeUndefined();
    expect(buildDateOf(page("soon") as unknown as Document)).toBeUndefined();
  });
});
