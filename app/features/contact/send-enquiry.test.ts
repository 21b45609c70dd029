import { describe, expect, it, vi } from "vitest";
import { EMPTY_DRAFT, sendEnquiry, toEnquiry, type Enquiry } from "./send-enquiry";

const enquiry: Enquiry = {
  name: "Tendai Moyo",
  email: "tendai@example.com",
  phone: null,
  service: "energy",
  message: "Please quote a 20 kW solar system.",
};

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

describe("sendEnquiry", () => {
  it("only waits 1.5 s and sends nothing when no endpoint is configured", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const wait = vi.fn(() => Promise.resolve());
    await sendEnquiry(enquiry, { endpoint: null, fetch, wait });
    expect(wait).toHaveBeenCalledWith(1500);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("POSTs the enquiry as JSON to a configured endpoint", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response(null, { status: 204 })));
    const wait = vi.fn(() => Promise.resolve());
    await sendEnquiry(enquiry, { endpoint: "https://forms.example.com/enquiry", fetch, wait });
    expect(wait).not.toHaveBeenCalled();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("https://forms.example.com/enquiry");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(init?.body as string)).toEqual(enquiry);
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("rejects when the endpoint answers with an error status", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response("no", { status: 500 })));
    await expect(sendEnquiry(enquiry, { endpoint: "https://forms.example.com/", fetch })).rejects.toThrow(
      "HTTP 500",
    );
  });

  it("rejects when the endpoint cannot be reached", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(sendEnquiry(enquiry, { endpoint: "https://forms.example.com/", fetch })).rejects.toThrow(
      "Failed to fetch",
    );
  });
});
