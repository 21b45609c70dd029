import { describe, expect, it, vi } from "vitest";
import { EMPTY_DRAFT, simulateSend, toEnquiry } from "./send-enquiry";
import { sampleEnquiry } from "./test-enquiry";

const enquiry = sampleEnquiry;

describe("toEnquiry", () => {
  it("trims every field and sends an empty phone as null", () => {
    expect(
      toEnquiry({
        name: "  Tendai Moyo ",
        email: " tendai@example.com ",
        phone: "   ",
        service: "energy",
        message: "\nPlease quote a 20 kW solar system.  ",
      }),
    ).toEqual(enquiry);
  });

  it("keeps a given phone number", () => {
    expect(toEnquiry({ ...EMPTY_DRAFT, ...enquiry, phone: " +263 77 123 4567 " })?.phone).toBe(
      "+263 77 123 4567",
    );
  });

  it.each(["name", "email", "message", "service"] as const)("is null while %s is empty or blank", (field) => {
    expect(toEnquiry({ ...enquiry, phone: "", [field]: field === "service" ? "" : "   " })).toBeNull();
  });
});

describe("simulateSend", () => {
  it("only waits 1.5 s", async () => {
    const wait = vi.fn(() => Promise.resolve());
    await simulateSend(wait);
    expect(wait).toHaveBeenCalledWith(1500);
  });
});
