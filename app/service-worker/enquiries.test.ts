import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { answerOf, WAIT_AFTER_ERROR_MS } from "../features/contact/delivery/answers";
import { endpointUrl, enquiryKey, keptOf, replayKept } from "./enquiries";

describe("enquiryKey", () => {
  const key = "0b6f8d52-3f0e-4c55-9a1e-2f3c4d5e6f70";

  it("reads the key the page made", () => {
    expect(enquiryKey(JSON.stringify({ key, name: "Tendai", message: "A quote" }))).toBe(key);
  });

  it("finds none in anything else: no key, another type, not JSON, a key no page makes", () => {
    for (const body of [
      JSON.stringify({ name: "Tendai" }),
      JSON.stringify({ key: 42 }),
      JSON.stringify({ key: "" }),
      JSON.stringify({ key: "../refused/x" }),
      JSON.stringify({ key: "a".repeat(65) }),
      JSON.stringify([key]),
      JSON.stringify(key),
      "null",
      "{",
      "",
    ])
      expect(enquiryKey(body), body).toBeNull();
  });

  it("never throws, whatever the body", () => {
    fc.assert(fc.property(fc.string(), (body) => void enquiryKey(body)));
    fc.assert(fc.property(fc.jsonValue(), (value) => void enquiryKey(JSON.stringify(value))));
  });
});

describe("keptOf", () => {
  it("reads the key and the time to try again, and makes an entry kept without them due at once", () => {
    expect(keptOf({ key: "k1", retryAt: 5 })).toEqual({ key: "k1", retryAt: 5 });
    expect(keptOf(undefined)).toEqual({ key: "", retryAt: 0 });
    expect(keptOf({ key: 7, retryAt: Number.NaN })).toEqual({ key: "", retryAt: 0 });
  });
});

describe("endpointUrl", () => {
  it("takes an absolute URL as it is and a site path on the site's origin", () => {
    const origin = "https://shop.example";
    expect(endpointUrl("https://formspree.io/f/abc", origin)).toBe("https://formspree.io/f/abc");
    expect(endpointUrl("/api/enquiry", origin)).toBe("https://shop.example/api/enquiry");
    expect(endpointUrl(null, origin)).toBeNull();
  });
});

describe("replayKept", () => {
  const NOW = 1_000_000;

  interface Entry {
    key: string;
    status: number | null;
    retryAfter?: string | null;
    retryAt: number;
  }

  /** A queue of enquiries, each answered by the endpoint with its status (null: no answer). */
  async function replay(entries: Omit<Entry, "retryAt">[], retryAt: number[] = []) {
    const queue: Entry[] = entries.map((entry, index) => ({ ...entry, retryAt: retryAt[index] ?? 0 }));
    const sent: string[] = [];
    const settled: { key: string; answer: string }[] = [];
    const result = await replayKept<Entry>(
      {
        first: () => Promise.resolve(queue[0]),
        due: (entry) => entry.retryAt,
        send: (entry) => {
          sent.push(entry.key);
          // Still in the queue while it is sent.
          expect(queue[0]).toBe(entry);
          return Promise.resolve({ status: entry.status, retryAfter: entry.retryAfter ?? null });
        },
        wait: (entry, at) => {
          queue.splice(0, 1, { ...entry, retryAt: at });
          return Promise.resolve();
        },
        settle: (entry, answer) => {
          settled.push({ key: entry.key, answer });
          queue.shift();
          return Promise.resolve();
        },
      },
      () => NOW,
    );
    return { left: queue, sent, settled, result };
  }

  const status = fc.oneof(
    fc.integer({ min: 200, max: 299 }),
    fc.integer({ min: 400, max: 599 }),
    fc.constant(null),
  );

  it("delivers or sets aside each in order until one must wait, which stays first with the rest behind it", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(status, { maxLength: 12 }), async (statuses) => {
        const answers = statuses.map(answerOf);
        const wait = answers.indexOf("later");
        const tried = wait === -1 ? answers.length : wait + 1;
        const keys = statuses.map((_, index) => `k${index}`);
        const { left, sent, settled, result } = await replay(
          statuses.map((status, index) => ({ key: `k${index}`, status })),
        );

        expect(sent).toEqual(keys.slice(0, tried));
        expect(settled).toEqual(
          keys
            .slice(0, wait === -1 ? answers.length : wait)
            .map((key, index) => ({ key, answer: answers[index] })),
        );
        expect(result).toBe(wait === -1 ? "done" : "waiting");
        expect(left.map((entry) => entry.key)).toEqual(wait === -1 ? [] : keys.slice(wait));
      }),
    );
  });

  it("never lets a refusal or an endpoint not set up hold back the enquiries after it", async () => {
    const { left, settled, result } = await replay([
      { key: "k0", status: 400 },
      { key: "k1", status: 501 },
      { key: "k2", status: 200 },
    ]);
    expect(result).toBe("done");
    expect(left).toEqual([]);
    expect(settled).toEqual([
      { key: "k0", answer: "refused" },
      { key: "k1", answer: "not-set-up" },
      { key: "k2", answer: "delivered" },
    ]);
  });

  it("sends nothing before an enquiry's time: a sync fired the moment it was kept sends it no second time", async () => {
    const { sent, left, result } = await replay([{ key: "k0", status: 200 }], [NOW + 1]);
    expect(sent).toEqual([]);
    expect(result).toBe("waiting");
    expect(left).toEqual([{ key: "k0", status: 200, retryAt: NOW + 1 }]);
  });

  it("puts one that must wait back with its time: no answer, at once; an answer, its Retry-After or the default wait", async () => {
    const retryAtAfter = async (status: number | null, retryAfter: string | null) =>
      (await replay([{ key: "k0", status, retryAfter }])).left[0]?.retryAt;
    expect(await retryAtAfter(null, null)).toBe(NOW);
    expect(await retryAtAfter(503, null)).toBe(NOW + WAIT_AFTER_ERROR_MS);
    expect(await retryAtAfter(429, "120")).toBe(NOW + 120_000);
    expect(await retryAtAfter(500, "soon")).toBe(NOW + WAIT_AFTER_ERROR_MS);
  });
});
