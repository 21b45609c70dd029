import { describe, expect, it } from "vitest";
import { PLACEHOLDERS, parseSiteEnv, placeholdersInUse } from "./site-env";

describe("parseSiteEnv", () => {
  it("falls back to the documented placeholders", () => {
    expect(parseSiteEnv({})).toEqual({
      phone: PLACEHOLDERS.VITE_PHONE,
      infoEmail: PLACEHOLDERS.VITE_INFO_EMAIL,
      salesEmail: PLACEHOLDERS.VITE_SALES_EMAIL,
      whatsappNumber: PLACEHOLDERS.VITE_WHATSAPP_NUMBER,
      siteUrl: PLACEHOLDERS.VITE_SITE_URL,
      contactEndpoint: null,
    });
    expect(placeholdersInUse({})).toEqual(Object.keys(PLACEHOLDERS));
  });

  it("takes real values, trimmed, and normalises the site origin", () => {
    const env = {
      VITE_PHONE: " +263 24 212 3456 ",
      VITE_INFO_EMAIL: "info@company.co.zw",
      VITE_SALES_EMAIL: "sales@company.co.zw",
      VITE_WHATSAPP_NUMBER: "263772123456",
      VITE_SITE_URL: "https://www.company.co.zw/",
      VITE_CONTACT_ENDPOINT: "https://forms.company.co.zw/enquiry",
    };
    expect(parseSiteEnv(env)).toEqual({
      phone: "+263 24 212 3456",
      infoEmail: "info@company.co.zw",
      salesEmail: "sales@company.co.zw",
      whatsappNumber: "263772123456",
      siteUrl: "https://www.company.co.zw",
      contactEndpoint: "https://forms.company.co.zw/enquiry",
    });
    expect(placeholdersInUse(env)).toEqual([]);
  });

  it.each([
    ["VITE_WHATSAPP_NUMBER", "+263 77 212 3456"],
    ["VITE_INFO_EMAIL", "not-an-email"],
    ["VITE_PHONE", "call us"],
    ["VITE_SITE_URL", "www.company.co.zw"],
    ["VITE_SITE_URL", "javascript:alert(1)"],
    ["VITE_CONTACT_ENDPOINT", "ftp://x.example"],
  ])("rejects a malformed %s", (name, value) => {
    expect(() => parseSiteEnv({ [name]: value })).toThrow(name);
  });

  it("treats blank values as unset", () => {
    expect(parseSiteEnv({ VITE_CONTACT_ENDPOINT: "  " }).contactEndpoint).toBeNull();
    expect(placeholdersInUse({ VITE_PHONE: "" })).toContain("VITE_PHONE");
  });

  describe("over the company's own details (the data file)", () => {
    const company = {
      phone: "+263 24 212 3456",
      infoEmail: "info@company.co.zw",
      salesEmail: PLACEHOLDERS.VITE_SALES_EMAIL,
      whatsappNumber: "263772123456",
    };

    it("uses them where no variable is set, and a variable wins over them", () => {
      const env = parseSiteEnv({ VITE_PHONE: "+263 4 000 111" }, company);
      expect(env).toMatchObject({ ...company, phone: "+263 4 000 111" });
    });

    it("warns only about details still on their placeholder", () => {
      expect(placeholdersInUse({}, company)).toEqual(["VITE_SALES_EMAIL", "VITE_SITE_URL"]);
      expect(placeholdersInUse({ VITE_SALES_EMAIL: "sales@company.co.zw" }, company)).toEqual([
        "VITE_SITE_URL",
      ]);
    });
  });
});
