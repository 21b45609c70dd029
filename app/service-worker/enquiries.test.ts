import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  endpointUrl,
  enquiryKey,
  isEnquiryPost,
  mirrorPath,
  outcomeOf,
  replayKept,
  TryLaterError,
  type Outcome,
} from "./enquiries";

describe("outcomeOf", () => {
  it("counts every 2xx as delivered", () => {
    fc.assert(fc.property(fc.integer({ min: 200, max: 299 }), (status) => outcomeOf(status) === "delivered"));
  });

  it("tries again later after 408, 429, any 5xx or no answer", () => {
    const passing = fc.oneof(fc.constantFrom(408, 429), fc.integer({ min: 500, max: 599 }));
    fc.assert(fc.property(passing, (status) => outcomeOf(status) === "later"));
    expect(outcomeOf(null)).toBe("later");
  });

  it("takes any other 4xx as refused for good", () => {
    const refusals = fc.integer({ min: 400, max: 499 }).filter((status) => status !== 408 && status !== 429);
    fc.assert(fc.property(refusals, (status) => outcomeOf(status) === "refused"));
  });

  it("never tries again an answer that is neither a success nor a passing failure", () => {
    const odd = fc.oneof(fc.integer({ min: 0, max: 199 }), fc.integer({ min: 300, max: 399 }));
    fc.assert(fc.property(odd, (status) => outcomeOf(status) === "refused"));
  });
});

describe("enquiryKey", () => {
  const key = "0b6f8d52-3f0e-4c55-9a1e-2f3c4d5e6f70";

  it("reads the key the page made", () => {
    expect(enquiryKey(JSON.stringify({ key, name: "Tendai", message: "A quote" }))).toBe(key);
  });

  it("finds none in anything else: no key, another type, not JSON, a key unsafe in an address", () => {
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

describe("mirrorPath", () => {
  it("keeps each enquiry under its state and key", () => {
    expect(mirrorPath("kept", "abc-1")).toBe("/__enquiries/kept/abc-1");
    expect(mirrorPath("refused", "abc-1")).toBe("/__enquiries/refused/abc-1");
  });
});

describe("endpointUrl and isEnquiryPost", () => {
  const origin = "https://shop.example";

  it("takes an absolute URL as it is and a site path on the site's origin", () => {
    expect(endpointUrl("https://formspree.io/f/abc", origin)).toBe("https://formspree.io/f/abc");
    expect(endpointUrl("/api/enquiry", origin)).toBe("https://shop.example/api/enquiry");
    expect(endpointUrl(null, origin)).toBeNull();
  });

  it("handles only a POST to the endpoint itself", () => {
    const endpoint = endpointUrl("/api/enquiry", origin);
    expect(isEnquiryPost({ method: "POST", url: "https://shop.example/api/enquiry" }, endpoint)).toBe(true);
    expect(isEnquiryPost({ method: "GET", url: "https://shop.example/api/enquiry" }, endpoint)).toBe(false);
    expect(isEnquiryPost({ method: "POST", url: "https://shop.example/api/other" }, endpoint)).toBe(false);
    expect(isEnquiryPost({ method: "POST", url: "https://other.example/api/enquiry" }, endpoint)).toBe(false);
    expect(isEnquiryPost({ method: "POST", url: "https://shop.example/api/enquiry" }, null)).toBe(false);
  });
});

describe("replayKept", () => {
  /** A queue of enquiries, each answered by the endpoint with its status (null: no answer). */
  async function replay(statuses: (number | null)[]) {
    const queue = statuses.map((status, index) => ({ key: `k${index}`, status }));
    const sent: string[] = [];
    const settled: { key: string; outcome: Outcome }[] = [];
    let error: unknown = null;
    let result: { delivered: number; refused: number } | null = null;
    try {
      result = await replayKept({
        next: () => Promise.resolve(queue.shift()),
        send: (entry) => {
          sent.push(entry.key);
          return Promise.resolve(outcomeOf(entry.status));
        },
        putBack: (entry) => {
          queue.unshift(entry);
          return Promise.resolve();
        },
        settled: (entry, outcome) => {
          settled.push({ key: entry.key, outcome });
          return Promise.resolve();
        },
        key: (entry) => entry.key,
      });
    } catch (caught) {
      error = caught;
    }
    return { left: queue.map((entry) => entry.key), sent, settled, error, result };
  }

  const status = fc.oneof(
    fc.integer({ min: 200, max: 299 }),
    fc.integer({ min: 400, max: 599 }),
    fc.constant(null),
  );

  it("delivers or refuses each one in order until one must wait, which stays first with the rest behind it", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(status, { maxLength: 12 }), async (statuses) => {
        const outcomes = statuses.map(outcomeOf);
        const wait = outcomes.indexOf("later");
        const tried = wait === -1 ? outcomes.length : wait + 1;
        const keys = statuses.map((_, index) => `k${index}`);
        const { left, sent, settled, error, result } = await replay(statuses);

        expect(sent).toEqual(keys.slice(0, tried));
        expect(settled).toEqual(
          keys
            .slice(0, wait === -1 ? outcomes.length : wait)
            .map((key, index) => ({ key, outcome: outcomes[index] })),
        );
        if (wait === -1) {
          expect(left).toEqual([]);
          expect(error).toBeNull();
          expect(result).toEqual({
            delivered: outcomes.filter((outcome) => outcome === "delivered").length,
            refused: outcomes.filter((outcome) => outcome === "refused").length,
          });
        } else {
          expect(left).toEqual(keys.slice(wait));
          expect(error).toBeInstanceOf(TryLaterError);
          expect((error as TryLaterError).key).toBe(`k${wait}`);
        }
      }),
    );
  });

  it("never lets a refusal hold back the enquiries after it", async () => {
    const { left, settled, error } = await replay([400, 422, 200]);
    expect(error).toBeNull();
    expect(left).toEqual([]);
    expect(settled).toEqual([
      { key: "k0", outcome: "refused" },
      { key: "k1", outcome: "refused" },
      { key: "k2", outcome: "delivered" },
    ]);
  });

  it("keeps every enquiry when the endpoint is down, and says so by failing", async () => {
    const { left, sent, error } = await replay([null, 200, 200]);
    expect(sent).toEqual(["k0"]);
    expect(left).toEqual(["k0", "k1", "k2"]);
    expect(error).toBeInstanceOf(Error);
  });
});
