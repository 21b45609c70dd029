import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PLACEHOLDERS, parseSiteEnv, placeholdersInUse, readSiteEnv } from "./site-env";

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

  it("names every malformed variable, one line each", () => {
    const problems = () => parseSiteEnv({ VITE_PHONE: "call us", VITE_SITE_URL: "ftp://x.example" });
    expect(problems).toThrow(
      'VITE_PHONE must be a phone number such as +263 24 212 3456, got "call us"\n' +
        'VITE_SITE_URL must be an absolute http(s) URL, got "ftp://x.example"',
    );
  });

  it("gives input that is not a set of variables a clear error, and ignores values that are not text", () => {
    for (const input of [null, undefined, "VITE_PHONE=1", 42]) {
      expect(() => parseSiteEnv(input)).toThrow("The build environment must be an object of variables");
    }
    expect(parseSiteEnv({ VITE_PHONE: 263, VITE_CONTACT_ENDPOINT: true, DEV: false })).toEqual(
      parseSiteEnv({}),
    );
  });

  it("reads, without the schema, what the schema accepts exactly as the schema does", () => {
    const value = fc.oneof(
      fc.constantFrom(undefined, "", "  ", 7, "+263 24 212 3456", " a@b.co ", "263772123456", "x"),
      fc.constantFrom(
        "https://www.company.co.zw/",
        "http://localhost:8080/path?q=1",
        "https://forms.example/e",
      ),
      fc.string({ maxLength: 12 }),
    );
    const names = [
      "VITE_PHONE",
      "VITE_INFO_EMAIL",
      "VITE_SALES_EMAIL",
      "VITE_WHATSAPP_NUMBER",
      "VITE_SITE_URL",
      "VITE_CONTACT_ENDPOINT",
    ] as const;
    fc.assert(
      fc.property(fc.record(Object.fromEntries(names.map((name) => [name, value]))), (env) => {
        let parsed;
        try {
          parsed = parseSiteEnv(env);
        } catch {
          return;
        }
        expect(readSiteEnv(env)).toEqual(parsed);
      }),
    );
  });

  it("takes a contact endpoint as an absolute http(s) URL or a path of this site", () => {
    expect(parseSiteEnv({ VITE_CONTACT_ENDPOINT: " /api/enquiry " }).contactEndpoint).toBe("/api/enquiry");
    expect(parseSiteEnv({ VITE_CONTACT_ENDPOINT: "http://127.0.0.1:4449/enquiries" }).contactEndpoint).toBe(
      "http://127.0.0.1:4449/enquiries",
    );
    expect(readSiteEnv({ VITE_CONTACT_ENDPOINT: "/api/enquiry" }).contactEndpoint).toBe("/api/enquiry");
  });

  it.each([
    "//forms.example.com/enquiry",
    "/\\forms.example.com",
    "api/enquiry",
    "/api/ enquiry",
    "ftp://x.example/y",
  ])("refuses the contact endpoint %j, saying what it takes", (value) => {
    expect(() => parseSiteEnv({ VITE_CONTACT_ENDPOINT: value })).toThrow(
      `VITE_CONTACT_ENDPOINT must be an absolute http(s) URL or a path of this site starting with one "/" (such as /api/enquiry), got "${value}"`,
    );
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
