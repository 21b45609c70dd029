import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { businessHours, site } from "~/content/site";
import { organizationJsonLd } from "~/lib/structured-data";
import { BusinessHoursList } from "./office-details";

interface OpeningHoursSpecification {
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

/** "8:00" as search engines read it: "08:00". */
const clock = (shown: string) => shown.padStart(5, "0");

// The opening hours are declared once (the company data file); the page and the structured data derive theirs.
describe("business hours", () => {
  it("say the same on the contact page and in the structured data", () => {
    render(<BusinessHoursList hours={businessHours} />);
    const list = within(screen.getByRole("region", { name: "Business Hours" }));
    const days = list.getAllByRole("term").map((term) => term.textContent);
    const hours = list.getAllByRole("definition").map((definition) => definition.textContent);
    const published = organizationJsonLd(site, businessHours, site.siteUrl)
      .openingHoursSpecification as OpeningHoursSpecification[];

    expect(days).toHaveLength(published.length);
    published.forEach((spec, index) => {
      const shown = hours[index] ?? "";
      const times = /^(\d{1,2}:\d{2}) to (\d{1,2}:\d{2})$/.exec(shown);
      if (times) {
        expect([spec.opens, spec.closes]).toEqual([clock(times[1] ?? ""), clock(times[2] ?? "")]);
      } else {
        // A closed day is published as 00:00 to 00:00.
        expect(shown).toBe("Closed");
        expect([spec.opens, spec.closes]).toEqual(["00:00", "00:00"]);
      }
      // The row's label names its first day ("Monday to Friday" covers Monday first).
      expect(days[index]).toContain(spec.dayOfWeek[0]);
    });
  });

  it("cover each day of the week at most once", () => {
    const days = businessHours.flatMap((row) => row.dayOfWeek);
    expect(new Set(days).size).toBe(days.length);
  });
});
