import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { answerOf, postEnquiry } from "./post-enquiry";
import { sampleEnquiry as enquiry } from "./test-enquiry";

const ENDPOINT = "https://forms.example.com/enquiry";
const answering = (status: number, headers: HeadersInit = {}) =>
  vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response(null, { status, headers })));

describe("postEnquiry", () => {
  it("POSTs the enquiry with its key as JSON, with no header a form service would have to approve", async () => {
    const fetch = answering(204);
    expect(await postEnquiry(enquiry, { endpoint: ENDPOINT, fetch })).toBe("sent");
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(ENDPOINT);
    expect(init?.method).toBe("POST");
    expect([...new Headers(init?.headers).keys()].sort()).toEqual(["accept", "content-type"]);
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
    expect(new Headers(init?.headers).get("Accept")).toBe("application/json");
    expect(JSON.parse(init?.body as string)).toEqual(enquiry);
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("reads the worker's Enquiry-Kept: 1 as kept by it", async () => {
    const fetch = answering(202, { "Enquiry-Kept": "1" });
    expect(await postEnquiry(enquiry, { endpoint: ENDPOINT, fetch })).toBe("kept-by-worker");
  });

  it("is to try later when the endpoint cannot be reached or does not answer in time", async () => {
    const unreachable = vi.fn<typeof globalThis.fetch>(() =>
      Promise.reject(new TypeError("Failed to fetch")),
    );
    expect(await postEnquiry(enquiry, { endpoint: ENDPOINT, fetch: unreachable })).toBe("later");
    const silent = vi.fn<typeof globalThis.fetch>(
      (_, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => {
            reject(init.signal?.reason as Error);
          });
        }),
    );
    expect(await postEnquiry(enquiry, { endpoint: ENDPOINT, fetch: silent, timeoutMs: 5 })).toBe("later");
  });

  it("is refused for good on a 400, and says so in the console", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await postEnquiry(enquiry, { endpoint: ENDPOINT, fetch: answering(400) })).toBe("refused");
    expect(error).toHaveBeenCalledOnce();
  });
});

describe("answerOf", () => {
  it("sorts every status: 2xx sent; 408, 429 and 5xx later; any other refused; Enquiry-Kept first", () => {
    fc.assert(
      fc.property(fc.integer({ min: 200, max: 599 }), fc.boolean(), (status, kept) => {
        const answer = answerOf(status, kept);
        if (kept) expect(answer).toBe("kept-by-worker");
        else if (status < 300) expect(answer).toBe("sent");
        else if (status === 408 || status === 429 || status >= 500) expect(answer).toBe("later");
        else expect(answer).toBe("refused");
      }),
    );
  });
});
