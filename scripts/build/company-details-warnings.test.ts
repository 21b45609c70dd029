// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { loadContentData } from "../../app/content/data-files.ts";
import { companyDetailsWarnings, companyDetailWarnings } from "./company-details-warnings.ts";

const company = {
  phone: "+263 24 212 3456",
  infoEmail: "info@company.co.zw",
  salesEmail: "sales@company.co.zw",
  whatsappNumber: "263772123456",
};

describe("the build's warnings about the company's details", () => {
  it("name each variable that replaces a detail staff edit, and that detail's field in the data file", () => {
    expect(
      companyDetailWarnings(
        {
          VITE_WHATSAPP_NUMBER: "263771000000",
          VITE_INFO_EMAIL: company.infoEmail,
          VITE_SITE_URL: "https://a.example",
        },
        company,
      ),
    ).toEqual([
      "VITE_INFO_EMAIL is set for this build and replaces infoEmail in app/data/company.json (the same value for now): edits to infoEmail in the content manager will not reach the site until VITE_INFO_EMAIL is unset",
      'VITE_WHATSAPP_NUMBER is set for this build and replaces whatsappNumber in app/data/company.json ("263771000000", not "263772123456"): edits to whatsappNumber in the content manager will not reach the site until VITE_WHATSAPP_NUMBER is unset',
    ]);
  });

  it("say nothing when the data file alone holds the details, and blank variables count as unset", () => {
    expect(companyDetailWarnings({ VITE_SITE_URL: "https://a.example", VITE_PHONE: "  " }, company)).toEqual(
      [],
    );
  });

  it("still name the details left on their placeholder", () => {
    expect(companyDetailWarnings({}, company)).toEqual([
      "placeholder company details in use; set VITE_SITE_URL before going live",
    ]);
  });

  it("are printed by every build", () => {
    vi.stubEnv("VITE_PHONE", "+263 4 000 111");
    const warn = vi.fn();
    const plugin = companyDetailsWarnings("production");
    const start = plugin.buildStart as (this: { warn: (message: string) => void }) => void;
    start.call({ warn });
    const { phone } = loadContentData().company;
    expect(warn).toHaveBeenCalledWith(
      `VITE_PHONE is set for this build and replaces phone in app/data/company.json ("+263 4 000 111", not "${phone}"): edits to phone in the content manager will not reach the site until VITE_PHONE is unset`,
    );
  });
});
