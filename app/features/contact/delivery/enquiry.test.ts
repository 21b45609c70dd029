import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isEnquiryKey, type EnquiryDraft, newEnquiryKey, parseEnquiry, toEnquiry } from "./enquiry";
import { sampleEnquiry as enquiry } from "./test-enquiry";

const KEY = enquiry.key;
const draft: EnquiryDraft = { ...enquiry, phone: "", service: "energy", website: "" };

describe("toEnquiry", () => {
  it("trims every field, sends an empty phone as null, and names the enquiry with a new key", () => {
    expect(
      toEnquiry(
        {
          name: "  Tendai Moyo ",
          email: " tendai@example.com ",
          phone: "   ",
          service: "energy",
          message: "\nPlease quote a 20 kW solar system.  ",
          website: " ",
        },
        () => KEY,
      ),
    ).toEqual(enquiry);
  });

  it("carries the honeypot only when something filled it in", () => {
    expect(toEnquiry(draft)).not.toHaveProperty("website");
    expect(toEnquiry({ ...draft, website: " https://spam.example " })?.website).toBe("https://spam.example");
  });

  it("keeps a given phone number", () => {
    expect(toEnquiry({ ...draft, phone: " +263 77 123 4567 " })?.phone).toBe("+263 77 123 4567");
  });

  it("makes a different key for each enquiry", () => {
    const keys = new Set(Array.from({ length: 50 }, () => toEnquiry(draft)?.key));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(isEnquiryKey(key)).toBe(true);
  });

  it.each(["name", "email", "message", "service"] as const)("is null while %s is empty or blank", (field) => {
    expect(toEnquiry({ ...draft, [field]: field === "service" ? "" : "   " })).toBeNull();
  });
});

describe("newEnquiryKey", () => {
  it("is a UUID v4 whatever the random bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (random) => {
        const key = newEnquiryKey((bytes) => bytes.set(random));
        expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      }),
    );
  });
});

describe("parseEnquiry", () => {
  it("reads back an enquiry as it was kept, trimmed", () => {
    expect(parseEnquiry(enquiry)).toEqual(enquiry);
    expect(parseEnquiry({ ...enquiry, name: "  Tendai Moyo ", phone: " +263 77 123 4567 " })).toEqual({
      ...enquiry,
      phone: "+263 77 123 4567",
    });
  });

  it("gives an enquiry kept before enquiries had keys the key it is given", () => {
    const { name, email, phone, service, message } = enquiry;
    expect(parseEnquiry({ name, email, phone, service, message }, () => KEY)).toEqual(enquiry);
  });

  it("reads back a filled honeypot, and none when it is empty", () => {
    expect(parseEnquiry({ ...enquiry, website: "x" })?.website).toBe("x");
    expect(parseEnquiry({ ...enquiry, website: "" })).toEqual(enquiry);
  });

  it("keeps an enquiry whose service a later build no longer offers: it is sent as it was", () => {
    expect(parseEnquiry({ ...enquiry, service: "plumbing" })?.service).toBe("plumbing");
  });

  it.each([
    ["a missing name", { ...enquiry, name: undefined }],
    ["a blank message", { ...enquiry, message: "   " }],
    ["a missing service", { ...enquiry, service: "" }],
    ["a phone that is not text", { ...enquiry, phone: 263 }],
    ["a blank phone instead of none", { ...enquiry, phone: " " }],
    ["a message too long to be typed", { ...enquiry, message: "x".repeat(20_001) }],
    ["a key that is not a UUID v4", { ...enquiry, key: "1" }],
    ["not an object", ["Tendai"]],
  ])("refuses %s", (_, value) => {
    expect(parseEnquiry(value)).toBeNull();
  });

  it("never throws and returns only an enquiry that reads back as itself, whatever is stored", () => {
    const stored = fc.record({
      key: fc.oneof(fc.uuid({ version: 4 }), fc.string(), fc.constant(undefined)),
      name: fc.string(),
      email: fc.oneof(fc.emailAddress(), fc.string()),
      phone: fc.oneof(fc.constant(null), fc.string()),
      service: fc.oneof(fc.constantFrom("industrial", "energy"), fc.string()),
      message: fc.string(),
    });
    fc.assert(
      fc.property(fc.oneof(stored, fc.anything()), (value) => {
        const parsed = parseEnquiry(value, () => KEY);
        if (parsed) expect(parseEnquiry(parsed)).toEqual(parsed);
        if (parsed) expect(isEnquiryKey(parsed.key)).toBe(true);
      }),
    );
  });
});
