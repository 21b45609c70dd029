import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { enquiryText, whatsappEnquiryUrl } from "./whatsapp-enquiry";
import { sampleEnquiry as enquiry } from "./test-enquiry";

describe("enquiryText", () => {
  it("writes the enquiry out, field by field, the service by its label", () => {
    expect(enquiryText(enquiry)).toBe(
      [
        "Enquiry from the website",
        "",
        "Full Name: Tendai Moyo",
        "Email: tendai@example.com",
        "Phone: not given",
        "Service: Energy",
        "",
        "Please quote a 20 kW solar system.",
      ].join("\n"),
    );
    expect(enquiryText({ ...enquiry, phone: "+263 77 123 4567" })).toContain("Phone: +263 77 123 4567");
  });
});

describe("whatsappEnquiryUrl", () => {
  it("opens a chat with the business's number, the enquiry prefilled, whatever was typed", () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), (name, message) => {
        const url = new URL(whatsappEnquiryUrl("263 77 212-3456", { ...enquiry, name, message }));
        expect(url.origin + url.pathname).toBe("https://wa.me/263772123456");
        expect([...url.searchParams.keys()]).toEqual(["text"]);
        expect(url.searchParams.get("text")).toBe(enquiryText({ ...enquiry, name, message }));
      }),
    );
  });
});
