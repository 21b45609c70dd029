import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasControls } from "~/lib/plain-text";
import { emailEnquiryUrl, enquiryText, whatsappEnquiryUrl } from "./enquiry-text";
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

  it("keeps each field on its line, whatever was typed, and the message's own lines", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (name, phone, line) => {
        const lines = enquiryText({ ...enquiry, name, phone, message: `${line}\r\nsecond\u2028third` }).split(
          "\n",
        );
        expect(lines.slice(0, 2)).toEqual(["Enquiry from the website", ""]);
        expect(lines[6]).toBe("");
        for (const field of lines.slice(2, 6)) expect(hasControls(field)).toBe(false);
        expect(lines.slice(-2)).toEqual(["second", "third"]);
      }),
    );
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

describe("emailEnquiryUrl", () => {
  it("opens a mail to the sales address, the name in a one-line subject and the enquiry as the body", () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const url = new URL(emailEnquiryUrl("sales@example.com", { ...enquiry, name }));
        expect(url.protocol + url.pathname).toBe("mailto:sales@example.com");
        const subject = url.searchParams.get("subject") ?? "";
        expect(subject.startsWith("Enquiry from the website:")).toBe(true);
        expect(hasControls(subject)).toBe(false);
        expect(url.searchParams.get("body")).toBe(enquiryText({ ...enquiry, name }).replaceAll("\n", "\r\n"));
      }),
    );
  });
});
