import { describe, expect, it, vi } from "vitest";
import { WAIT_AFTER_ERROR_MS } from "./answers";
import { postEnquiry } from "./post-enquiry";
import { sampleEnquiry as enquiry } from "./test-enquiry";

const ENDPOINT = "https://forms.example.com/enquiry";
const NOW = 1_000_000;
const answering = (status: number, headers: HeadersInit = {}) =>
  vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response(null, { status, headers })));
const post = (fetch: typeof globalThis.fetch, timeoutMs?: number) =>
  postEnquiry(enquiry, { endpoint: ENDPOINT, fetch, now: () => NOW, ...(timeoutMs && { timeoutMs }) });

describe("postEnquiry", () => {
  it("POSTs the enquiry with its key as JSON, with no header a form service would have to approve", async () => {
    const fetch = answering(204);
    expect(await post(fetch)).toEqual({
      answer: "delivered",
      keptByWorker: false,
      retryAt: expect.any(Number) as unknown,
      limited: false,
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(ENDPOINT);
    expect(init?.method).toBe("POST");
    expect([...new Headers(init?.headers).keys()].sort()).toEqual(["accept", "content-type"]);
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(init?.body as string)).toEqual(enquiry);
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("reads the worker's Enquiry-Kept: 1 on an answer to try later as kept by it", async () => {
    expect(await post(answering(503, { "Enquiry-Kept": "1" }))).toEqual(
      expect.objectContaining({ answer: "later", keptByWorker: true }),
    );
    expect(await post(answering(200, { "Enquiry-Kept": "1" }))).toEqual(
      expect.objectContaining({ answer: "delivered", keptByWorker: false }),
    );
  });

  it("is to try at once after no answer, and after an error answer not before its wait", async () => {
    const unreachable = vi.fn<typeof globalThis.fetch>(() =>
      Promise.reject(new TypeError("Failed to fetch")),
    );
    expect(await post(unreachable)).toEqual({
      answer: "later",
      keptByWorker: false,
      retryAt: NOW,
      limited: false,
    });
    const silent = vi.fn<typeof globalThis.fetch>(
      (_, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => {
            reject(init.signal?.reason as Error);
          });
        }),
    );
    expect((await post(silent, 5)).answer).toBe("later");
    expect((await post(answering(503))).retryAt).toBe(NOW + WAIT_AFTER_ERROR_MS);
    expect(await post(answering(429, { "Retry-After": "300" }))).toEqual({
      answer: "later",
      keptByWorker: false,
      retryAt: NOW + 300_000,
      limited: true,
    });
  });

  it("is refused for good on a 400, and says so in the console; not set up on a 501", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect((await post(answering(400))).answer).toBe("refused");
    expect(error).toHaveBeenCalledOnce();
    expect((await post(answering(501))).answer).toBe("not-set-up");
  });
});
