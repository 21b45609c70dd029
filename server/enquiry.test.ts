import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SERVICE_OPTIONS } from "../app/content/contact";
import { EVERY_RESPONSE_HEADERS } from "../scripts/build/security-headers.mjs";
import { FORWARD_TIMEOUT_MS, handleEnquiry, MAX_BODY_BYTES } from "./enquiry";
import { FUNCTION_HEADERS } from "./responses";
import type { Enquiry } from "../app/features/contact/delivery/enquiry";

const SITE = "https://shop.example";
const ENDPOINT = `${SITE}/api/enquiry`;
const FORWARD_URL = "https://forms.example/f/abc";

const enquiry = (overrides: Partial<Record<keyof Enquiry, unknown>> = {}): Record<string, unknown> => ({
  key: crypto.randomUUID(),
  name: "Tendai Moyo",
  email: "tendai@mine.example",
  phone: "+263 77 123 4567",
  service: "energy",
  message: "Quote for two 500 kVA generators, please.",
  ...overrides,
});

/** A stand-in form service: records each request it gets and answers with `answer`. */
function formService(answer: () => Response | Promise<Response> = () => Response.json({ ok: true })) {
  const received: { url: string; init: RequestInit | undefined; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    received.push({ url, init, body: JSON.parse(typeof init?.body === "string" ? init.body : "null") });
    return answer();
  });
  return { fetch: fetch as typeof globalThis.fetch, received };
}

/** Any error text. */
const someText: unknown = expect.any(String);

function post(body: BodyInit | null, headers: Record<string, string> = {}, method = "POST") {
  return new Request(ENDPOINT, {
    method,
    body,
    headers: {
      "Content-Type": "application/json",
      "Sec-Fetch-Site": "same-origin",
      Origin: SITE,
      ...headers,
    },
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  });
}

const postJson = (value: unknown, headers: Record<string, string> = {}) =>
  post(JSON.stringify(value), headers);

/** A body sent in chunks without a Content-Length, as a browser streams one. */
function streamed(text: string, chunk = 1_000): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) {
        controller.close();
        return;
      }
      controller.enqueue(bytes.slice(offset, offset + chunk));
      offset += chunk;
    },
  });
}

async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeEach(() => {
  // The handler logs why a delivery failed; the tests read its answers.
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
});

describe("a good enquiry", () => {
  it("is forwarded once to the service as JSON, with a subject, reply-to address and the service's label", async () => {
    const service = formService();
    const sent = enquiry({ service: "civil" });
    const response = await handleEnquiry(postJson(sent), {
      ENQUIRY_FORWARD_URL: FORWARD_URL,
      fetch: service.fetch,
    });
    expect(await answer(response)).toEqual({ status: 200, body: { ok: true } });
    expect(service.received).toHaveLength(1);
    const [delivery] = service.received;
    expect(delivery?.url).toBe(FORWARD_URL);
    expect(delivery?.init?.method).toBe("POST");
    expect(new Headers(delivery?.init?.headers).get("Accept")).toBe("application/json");
    expect(new Headers(delivery?.init?.headers).get("Content-Type")).toBe("application/json");
    expect(delivery?.body).toEqual({
      _subject: "Website enquiry from Tendai Moyo",
      _replyto: "tendai@mine.example",
      name: "Tendai Moyo",
      email: "tendai@mine.example",
      phone: "+263 77 123 4567",
      service: "civil",
      serviceLabel: "Civil Contractors",
      message: "Quote for two 500 kVA generators, please.",
      key: sent.key,
    });
  });

  it("is forwarded trimmed, an empty phone as null, other fields left out", async () => {
    const service = formService();
    const sent = enquiry({ name: "  Ann  ", phone: "  ", extra: "not forwarded" } as Record<string, unknown>);
    await handleEnquiry(postJson(sent), { ENQUIRY_FORWARD_URL: FORWARD_URL, fetch: service.fetch });
    expect(service.received[0]?.body).toMatchObject({ name: "Ann", phone: null });
    expect(service.received[0]?.body).not.toHaveProperty("extra");
  });

  it("takes a charset in the type and a request without fetch metadata (not from a browser)", async () => {
    const service = formService();
    const request = new Request(ENDPOINT, {
      method: "POST",
      body: JSON.stringify(enquiry({ phone: null })),
      headers: { "Content-Type": "Application/JSON; charset=utf-8" },
    });
    const response = await handleEnquiry(request, { ENQUIRY_FORWARD_URL: FORWARD_URL, fetch: service.fetch });
    expect(response.status).toBe(200);
    expect(service.received).toHaveLength(1);
  });

  it("is any enquiry with every field right: each is delivered with its own key", async () => {
    const nonBlank = fc.string({ minLength: 1, maxLength: 200 }).filter((text) => text.trim() !== "");
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          key: fc.uuid(),
          name: nonBlank,
          email: fc.emailAddress(),
          phone: fc.option(fc.string({ maxLength: 40 }), { nil: null }),
          service: fc.constantFrom(...SERVICE_OPTIONS.map((option) => option.value)),
          message: nonBlank,
        }),
        async (sent) => {
          const service = formService();
          const response = await handleEnquiry(postJson(sent), {
            ENQUIRY_FORWARD_URL: FORWARD_URL,
            fetch: service.fetch,
          });
          expect(response.status).toBe(200);
          expect(service.received.map((delivery) => delivery.body)).toEqual([
            expect.objectContaining({ key: sent.key, name: sent.name.trim(), service: sent.service }),
          ]);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("a repeated key", () => {
  it("answers 200 without forwarding the enquiry again", async () => {
    const service = formService();
    const sent = enquiry();
    const env = { ENQUIRY_FORWARD_URL: FORWARD_URL, fetch: service.fetch };
    expect((await handleEnquiry(postJson(sent), env)).status).toBe(200);
    expect((await handleEnquiry(postJson(sent), env)).status).toBe(200);
    expect(service.received).toHaveLength(1);
  });

  it("arriving while the first delivery is under way waits for it, and is not forwarded twice", async () => {
    let release = () => {};
    const service = formService(
      () =>
        new Promise<Response>((resolve) => {
          release = () => {
            resolve(Response.json({ ok: true }));
          };
        }),
    );
    const sent = enquiry();
    const env = { ENQUIRY_FORWARD_URL: FORWARD_URL, fetch: service.fetch };
    const first = handleEnquiry(postJson(sent), env);
    const second = handleEnquiry(postJson(sent), env);
    await vi.waitFor(() => {
      expect(service.received).toHaveLength(1);
    });
    release();
    expect([(await first).status, (await second).status]).toEqual([200, 200]);
    expect(service.received).toHaveLength(1);
  });

  it("is forwarded again when the first delivery failed", async () => {
    let status = 500;
    const service = formService(() => Response.json({}, { status }));
    const sent = enquiry();
    const env = { ENQUIRY_FORWARD_URL: FORWARD_URL, fetch: service.fetch };
    expect((await handleEnquiry(postJson(sent), env)).status).toBe(502);
    status = 200;
    expect((await handleEnquiry(postJson(sent), env)).status).toBe(200);
    expect(service.received).toHaveLength(2);
  });
});

describe("the service", () => {
  it.each([
    ["answers 500", () => Response.json({ error: "down" }, { status: 500 })],
    ["answers 503", () => new Response("busy", { status: 503 })],
    ["refuses the enquiry (422)", () => Response.json({ error: "bad" }, { status: 422 })],
    ["cannot be reached", () => Promise.reject(new TypeError("fetch failed"))],
  ])("%s: 502, so the page keeps the enquiry and tries later", async (_, reply) => {
    const service = formService(reply);
    const response = await handleEnquiry(postJson(enquiry()), {
      ENQUIRY_FORWARD_URL: FORWARD_URL,
      fetch: service.fetch,
    });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: someText });
  });

  it("not answering within 10 s: 502", async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(
      (_: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => {
            reject(new DOMException("aborted", "AbortError"));
          });
        }),
    );
    const pending = handleEnquiry(postJson(enquiry()), {
      ENQUIRY_FORWARD_URL: FORWARD_URL,
      fetch: fetch,
    });
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(FORWARD_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).status).toBe(502);
  });

  it.each([
    ["unset", undefined],
    ["blank", "  "],
    ["not an http(s) address", "mailto:sales@example.com"],
  ])("address %s: 503, nothing sent", async (_, url) => {
    const service = formService();
    const response = await handleEnquiry(postJson(enquiry()), {
      ENQUIRY_FORWARD_URL: url,
      fetch: service.fetch,
    });
    expect(await answer(response)).toEqual({
      status: 503,
      body: { error: "Enquiry delivery is not configured" },
    });
    expect(service.received).toHaveLength(0);
  });
});

describe("a refused request: a 4xx, and nothing forwarded", () => {
  async function refused(request: Request) {
    const service = formService();
    const response = await handleEnquiry(request, { ENQUIRY_FORWARD_URL: FORWARD_URL, fetch: service.fetch });
    expect(service.received).toHaveLength(0);
    return response;
  }

  it.each(["GET", "PUT", "DELETE", "PATCH", "OPTIONS"])("%s: 405 with Allow: POST", async (method) => {
    const response = await refused(
      new Request(ENDPOINT, { method, ...(method === "PUT" || method === "PATCH" ? { body: "{}" } : {}) }),
    );
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
  });

  it.each([
    ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
    ["Sec-Fetch-Site: same-site", { "Sec-Fetch-Site": "same-site" }],
    ["Sec-Fetch-Site: none", { "Sec-Fetch-Site": "none" }],
    ["an Origin of another site", { Origin: "https://evil.example" }],
    ["an Origin of the same host on http", { Origin: "http://shop.example" }],
    ["Origin: null", { Origin: "null" }],
  ])("from another site (%s): 403", async (_, headers) => {
    const response = await refused(postJson(enquiry(), headers));
    expect(await answer(response)).toEqual({ status: 403, body: { error: someText } });
  });

  it.each([
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/jsonp",
  ])("typed %s: 415", async (type) => {
    expect((await refused(postJson(enquiry(), { "Content-Type": type }))).status).toBe(415);
  });

  it("with no type: 415", async () => {
    const request = new Request(ENDPOINT, { method: "POST", body: new Blob([JSON.stringify(enquiry())]) });
    expect(request.headers.get("Content-Type")).toBeNull();
    expect((await refused(request)).status).toBe(415);
  });

  it.each(["{", "not json", "", '{"name": "a",}'])("malformed JSON (%j): 400", async (body) => {
    expect((await refused(post(body))).status).toBe(400);
  });

  it("a body that is not UTF-8: 400", async () => {
    expect((await refused(post(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])))).status).toBe(400);
  });

  it.each([[[]], [null], ["text"], [42]])("JSON that is no object (%j): 422", async (value) => {
    expect((await refused(postJson(value))).status).toBe(422);
  });
});

describe("the size rule: at most 16,384 bytes, whatever Content-Length says", () => {
  /** A valid enquiry padded with trailing white space (which JSON allows) to exactly `size` bytes. */
  function bodyOf(size: number) {
    const text = JSON.stringify(enquiry());
    return text + " ".repeat(Math.max(0, size - new TextEncoder().encode(text).length));
  }

  const sizes = fc.oneof(
    fc.integer({ min: 300, max: 3 * MAX_BODY_BYTES }),
    fc.integer({ min: MAX_BODY_BYTES - 3, max: MAX_BODY_BYTES + 3 }),
  );

  it("a body up to the limit is delivered, one past it gets 413: with its length, streamed without one, or with a length that lies", async () => {
    await fc.assert(
      fc.asyncProperty(
        sizes,
        fc.constantFrom("declared", "streamed", "understated"),
        fc.integer({ min: 1, max: 4_096 }),
        async (size, how, chunk) => {
          const body = bodyOf(size);
          const request =
            how === "declared"
              ? post(body)
              : post(streamed(body, chunk), how === "understated" ? { "Content-Length": "100" } : {});
          const service = formService();
          const response = await handleEnquiry(request, {
            ENQUIRY_FORWARD_URL: FORWARD_URL,
            fetch: service.fetch,
          });
          const fits = size <= MAX_BODY_BYTES;
          expect(response.status).toBe(fits ? 200 : 413);
          expect(service.received).toHaveLength(fits ? 1 : 0);
        },
      ),
      { numRuns: 80 },
    );
  });

  it.each(["16385", "99999999999", "-1", "abc"])(
    "a declared length of %s: 413 before reading",
    async (length) => {
      const service = formService();
      const request = post(streamed(bodyOf(500)), { "Content-Length": length });
      const response = await handleEnquiry(request, {
        ENQUIRY_FORWARD_URL: FORWARD_URL,
        fetch: service.fetch,
      });
      expect(response.status).toBe(413);
      expect(service.received).toHaveLength(0);
    },
  );
});

describe("the field rules: 422 naming the field", () => {
  const wrongValues: Record<keyof Enquiry, unknown[]> = {
    key: [undefined, "", "not-a-uuid", 7, null, "123e4567-e89b-12d3-a456-42661417400"],
    name: [undefined, "", "   \n\t", 42, null, ["Ann"]],
    email: [undefined, "", "  ", "no-at-sign", "a@", "@b", "a b@c.d", 5, null],
    phone: [undefined, 263771234567, {}, ["+263"]],
    service: [undefined, "", "Energy", "mining", null, 1],
    message: [undefined, "", "    ", null, { text: "hi" }],
  };
  const cases = Object.entries(wrongValues).flatMap(([field, values]) =>
    values.map((value) => ({ field, value })),
  );

  it("any one field missing, blank or invalid, the rest right: 422 naming it", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...cases), async ({ field, value }) => {
        const sent = Object.fromEntries(Object.entries(enquiry()).filter(([name]) => name !== field));
        if (value !== undefined) sent[field] = value;
        const service = formService();
        const response = await handleEnquiry(postJson(sent), {
          ENQUIRY_FORWARD_URL: FORWARD_URL,
          fetch: service.fetch,
        });
        const { status, body } = await answer(response);
        expect(status).toBe(422);
        expect(body.field).toBe(field);
        expect(body.error).toContain(field);
        expect(service.received).toHaveLength(0);
      }),
      { numRuns: cases.length * 2 },
    );
  });
});

describe("every answer", () => {
  it("carries nosniff and HSTS (hosts apply _headers to files only), and is never cached", async () => {
    expect(FUNCTION_HEADERS).toEqual({ ...EVERY_RESPONSE_HEADERS, "Cache-Control": "no-store" });
    const service = formService();
    const env = { ENQUIRY_FORWARD_URL: FORWARD_URL, fetch: service.fetch };
    const responses = await Promise.all([
      handleEnquiry(postJson(enquiry()), env),
      handleEnquiry(new Request(ENDPOINT), env),
      handleEnquiry(postJson(enquiry({ email: "x" })), env),
      handleEnquiry(postJson(enquiry()), {}),
    ]);
    for (const response of responses) {
      for (const [name, value] of Object.entries(FUNCTION_HEADERS))
        expect(response.headers.get(name)).toBe(value);
      expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    }
  });
});
