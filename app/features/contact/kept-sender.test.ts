import { describe, expect, it, vi } from "vitest";
import { hasKept } from "./enquiry-outbox";
import { keepEnquiry, loadOutbox, markSending } from "./kept-enquiries";
import { sendKept, SENDING_EXPIRES_MS } from "./kept-sender";
import type { Enquiry } from "./send-enquiry";
import { memoryStorage } from "./test-storage";

const ENDPOINT = "https://forms.example.com/enquiry";
const enquiry = (name: string): Enquiry => ({
  name,
  email: "buyer@example.com",
  phone: null,
  service: "industrial",
  message: "Please quote a compressor.",
});

function storageWith(...names: string[]) {
  const { storage } = memoryStorage();
  names.forEach((name, index) => keepEnquiry(storage, enquiry(name), 1_000 + index));
  return { storage };
}

const names = (body: unknown) => (JSON.parse(String(body)) as Enquiry).name;
/** Runs the task at once: one tab. */
const alone = <T>(task: () => Promise<T>) => task();

describe("sendKept", () => {
  it("sends every kept enquiry oldest first, once each, and empties the outbox", async () => {
    const { storage } = storageWith("Tendai", "Rudo");
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response(null, { status: 204 })));
    const result = await sendKept({
      storage,
      endpoint: ENDPOINT,
      fetch,
      online: () => true,
      exclusive: alone,
    });
    expect(result).toEqual({ sent: 2, failed: false });
    expect(fetch.mock.calls.map(([, init]) => names(init?.body))).toEqual(["Tendai", "Rudo"]);
    expect(hasKept(storage)).toBe(false);
  });

  it("stops when the signal goes, keeping what was not sent", async () => {
    const { storage } = storageWith("Tendai", "Rudo");
    let online = true;
    const fetch = vi.fn<typeof globalThis.fetch>(() => {
      if (fetch.mock.calls.length === 2) {
        online = false;
        return Promise.reject(new TypeError("Failed to fetch"));
      }
      return Promise.resolve(new Response(null, { status: 204 }));
    });
    const result = await sendKept({
      storage,
      endpoint: ENDPOINT,
      fetch,
      online: () => online,
      exclusive: alone,
    });
    expect(result).toEqual({ sent: 1, failed: false });
    expect(loadOutbox(storage).map((kept) => kept.enquiry.name)).toEqual(["Rudo"]);
  });

  it("reports a failure with signal and keeps the enquiry for the next try", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { storage } = storageWith("Tendai");
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(new Response("down", { status: 503 })),
    );
    const result = await sendKept({
      storage,
      endpoint: ENDPOINT,
      fetch,
      online: () => true,
      exclusive: alone,
    });
    expect(result).toEqual({ sent: 0, failed: true });
    expect(loadOutbox(storage)).toHaveLength(1);
  });

  it("sends each enquiry once when two tabs try at the same time, taking turns", async () => {
    const { storage } = storageWith("Tendai");
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response(null, { status: 204 })));
    // The Web Locks API in one line: each task starts when the one before has finished.
    let turn: Promise<unknown> = Promise.resolve();
    const exclusive = <T>(task: () => Promise<T>) => {
      const run = turn.then(task);
      turn = run;
      return run;
    };
    const results = await Promise.all(
      [1, 2].map(() => sendKept({ storage, endpoint: ENDPOINT, fetch, online: () => true, exclusive })),
    );
    expect(results.map((result) => result.sent).sort()).toEqual([0, 1]);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it("leaves an enquiry another page is sending, until that page has been gone too long", async () => {
    const { storage } = storageWith("Tendai");
    const [kept] = loadOutbox(storage);
    if (!kept) throw new Error("nothing kept");
    markSending(storage, kept, 10_000);
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response(null, { status: 204 })));
    const options = { storage, endpoint: ENDPOINT, fetch, online: () => true, exclusive: alone };
    expect(await sendKept({ ...options, now: () => 10_000 + SENDING_EXPIRES_MS - 1 })).toEqual({
      sent: 0,
      failed: false,
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(await sendKept({ ...options, now: () => 10_000 + SENDING_EXPIRES_MS })).toEqual({
      sent: 1,
      failed: false,
    });
  });

  it("unmarks an enquiry it could not send, for the next try", async () => {
    const { storage } = storageWith("Tendai");
    let online = true;
    const fetch = vi.fn<typeof globalThis.fetch>(() => {
      online = false;
      return Promise.reject(new TypeError("Failed to fetch"));
    });
    await sendKept({ storage, endpoint: ENDPOINT, fetch, online: () => online, exclusive: alone });
    expect(loadOutbox(storage)[0]?.sendingSince).toBeUndefined();
  });
});
