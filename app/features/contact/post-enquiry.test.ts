import { describe, expect, it, vi } from "vitest";
import { postEnquiry } from "./post-enquiry";
import { sampleEnquiry } from "./test-enquiry";

const enquiry = sampleEnquiry;

describe("postEnquiry", () => {
  it("POSTs the enquiry as JSON to the endpoint", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response(null, { status: 204 })));
    await postEnquiry(enquiry, { endpoint: "https://forms.example.com/enquiry", fetch });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("https://forms.example.com/enquiry");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(init?.body as string)).toEqual(enquiry);
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("rejects when the endpoint answers with an error status", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response("no", { status: 500 })));
    await expect(postEnquiry(enquiry, { endpoint: "https://forms.example.com/", fetch })).rejects.toThrow(
      "HTTP 500",
    );
  });

  it("rejects when the endpoint cannot be reached", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(postEnquiry(enquiry, { endpoint: "https://forms.example.com/", fetch })).rejects.toThrow(
      "Failed to fetch",
    );
  });
});
