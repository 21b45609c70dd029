import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SERVICE_OPTIONS } from "../app/content/contact";
import { EVERY_RESPONSE_HEADERS } from "../scripts/build/security-headers.mjs";
import { hasControls, oneLine } from "../app/lib/plain-text";
import { ClientLimit } from "./client-limit";
import {
  CLIENT_ENQUIRIES,
  CLIENT_WINDOW_MS,
  FORWARD_TIMEOUT_MS,
  handleEnquiry,
  MAX_BODY_BYTES,
} from "./enquiry";
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
      clientAddress: crypto.randomUUID(),
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
    await handleEnquiry(postJson(sent), {
      ENQUIRY_FORWARD_URL: FORWARD_URL,
      clientAddress: crypto.randomUUID(),
      fetch: service.fetch,
    });
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
    const response = await handleEnquiry(request, {
      ENQUIRY_FORWARD_URL: FORWARD_URL,
      clientAddress: crypto.randomUUID(),
      fetch: service.fetch,
    });
    expect(response.status).toBe(200);
    expect(service.received).toHaveLength(1);
  });

  it("is any enquiry with every field right: each is delivered with its own key", async () => {
    const nonBlank = fc.string({ minLength: 1, maxLength: 200 }).filter((text) => text.trim() !== "");
    // Each run's key is its own: the generator may repeat a UUID (it favours small ones, shrinking too), and this
    // instance rightly forwards a key it has delivered only once.
    const used = new Set<string>();
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
          fc.pre(!used.has(sent.key));
          used.add(sent.key);
          const service = formService();
          const response = await handleEnquiry(postJson(sent), {
            ENQUIRY_FORWARD_URL: FORWARD_URL,
            clientAddress: crypto.randomUUID(),
            fetch: service.fetch,
          });
          expect(response.status).toBe(200);
          expect(service.received.map((delivery) => delivery.body)).toEqual([
            // The name on one line, its runs of spaces as one, as it reaches the mail's subject.
            expect.objectContaining({ key: sent.key, name: oneLine(sent.name), service: sent.service }),
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
    const env = {
      ENQUIRY_FORWARD_URL: FORWARD_URL,
      clientAddress: crypto.randomUUID(),
      fetch: service.fetch,
    };
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
    const env = {
      ENQUIRY_FORWARD_URL: FORWARD_URL,
      clientAddress: crypto.randomUUID(),
      fetch: service.fetch,
    };
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
    const env = {
      ENQUIRY_FORWARD_URL: FORWARD_URL,
      clientAddress: crypto.randomUUID(),
      fetch: service.fetch,
    };
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
      clientAddress: crypto.randomUUID(),
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
      clientAddress: crypto.randomUUID(),
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
  ])(
    "address %s: 501 (not set up: told at once, never retried), one line in the host's log, nothing sent",
    async (_, url) => {
      const service = formService();
      const response = await handleEnquiry(postJson(enquiry()), {
        ENQUIRY_FORWARD_URL: url,
        fetch: service.fetch,
      });
      const why = url?.trim() ? "is not an absolute http(s) address" : "is missing";
      expect(await answer(response)).toEqual({
        status: 501,
        body: { error: `Enquiry delivery is not set up: ENQUIRY_FORWARD_URL ${why}` },
      });
      expect(vi.mocked(console.error).mock.calls).toEqual([
        [
          `/api/enquiry: an enquiry was not delivered: not set up: ENQUIRY_FORWARD_URL ${why} (set it in the host's settings)`,
        ],
      ]);
      expect(service.received).toHaveLength(0);
    },
  );
});

describe("a refused request: a 4xx, and nothing forwarded", () => {
  async function refused(request: Request) {
    const service = formService();
    const response = await handleEnquiry(request, {
      ENQUIRY_FORWARD_URL: FORWARD_URL,
      clientAddress: crypto.randomUUID(),
      fetch: service.fetch,
    });
    expect(service.received).toHaveLength(0);
    return response;
  }

  it.each(["PUT", "DELETE", "PATCH", "OPTIONS"])("%s: 405 with Allow: GET, HEAD, POST", async (method) => {
    const response = await refused(
      new Request(ENDPOINT, { method, ...(method === "PUT" || method === "PATCH" ? { body: "{}" } : {}) }),
    );
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, HEAD, POST");
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
            clientAddress: crypto.randomUUID(),
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
        clientAddress: crypto.randomUUID(),
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
    name: [undefined, "", "   \n\t", 42, null, ["Ann"], "\u0000\u2028\u0085"],
    email: [
      undefined,
      "",
      "  ",
      "no-at-sign",
      "a@",
      "@b",
      "a b@c.d",
      5,
      null,
      "a@b\r\nBcc:c@d",
      "a@b\u0085",
      "a\u0000@b",
    ],
    phone: [undefined, 263771234567, {}, ["+263"]],
    website: [42, {}, ["https://spam.example"]],
    service: [undefined, "", "Energy", "mining", null, 1],
    message: [undefined, "", "    ", null, { text: "hi" }, "\u0000\r\n\u001b"],
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
          clientAddress: crypto.randomUUID(),
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
    const env = {
      ENQUIRY_FORWARD_URL: FORWARD_URL,
      clientAddress: crypto.randomUUID(),
      fetch: service.fetch,
    };
    const responses = await Promise.all([
      handleEnquiry(postJson(enquiry()), env),
      handleEnquiry(new Request(ENDPOINT, { method: "PUT", body: "{}" }), env),
      handleEnquiry(postJson(enquiry({ email: "x" })), env),
      handleEnquiry(postJson(enquiry()), {}),
    ]);
    for (const response of [...responses, await handleEnquiry(new Request(ENDPOINT), env)]) {
      for (const [name, value] of Object.entries(FUNCTION_HEADERS))
        expect(response.headers.get(name)).toBe(value);
      expect(response.headers.get("Content-Type")).toMatch(
        /^(application\/json|text\/plain); charset=utf-8$/,
      );
    }
  });
});

describe("what reaches the service's mail headers", () => {
  const HOSTILE = { CR: "\r", LF: "\n", NUL: "\u0000", NEL: "\u0085", LS: "\u2028", PS: "\u2029" };

  it.each(Object.entries(HOSTILE))(
    "a name and phone with %s are one line, with no control character; the message keeps its lines",
    async (_, character) => {
      const service = formService();
      await handleEnquiry(
        postJson(
          enquiry({
            name: `Bob${character}Bcc: victim@example.org`,
            phone: `+263${character}77`,
            message: `Line one${character}Line two`,
          }),
        ),
        { ENQUIRY_FORWARD_URL: FORWARD_URL, clientAddress: crypto.randomUUID(), fetch: service.fetch },
      );
      const body = service.received[0]?.body as Record<string, unknown>;
      for (const field of ["_subject", "name", "phone", "email", "_replyto"])
        expect(hasControls(String(body[field])), field).toBe(false);
      expect(body._subject).toMatch(/^Website enquiry from Bob ?Bcc: victim@example\.org$/);
      expect(String(body.message).split("\n")).toHaveLength(character === "\u0000" ? 1 : 2);
    },
  );

  it("whatever the name, phone and message hold, no header field carries a control character", async () => {
    const text = fc.string({
      unit: fc.oneof(fc.constantFrom(...Object.values(HOSTILE), "\t", "\u001b"), fc.constantFrom("a", " ")),
      minLength: 1,
    });
    await fc.assert(
      fc.asyncProperty(text, text, text, async (name, phone, message) => {
        const service = formService();
        const response = await handleEnquiry(
          postJson(enquiry({ name: `N${name}`, phone, message: `M${message}` })),
          {
            ENQUIRY_FORWARD_URL: FORWARD_URL,
            clientAddress: crypto.randomUUID(),
            fetch: service.fetch,
          },
        );
        expect(response.status).toBe(200);
        const body = service.received[0]?.body as Record<string, unknown>;
        for (const field of ["_subject", "name", "phone"])
          expect(hasControls(String(body[field]))).toBe(false);
      }),
      { numRuns: 60 },
    );
  });
});

describe("the per-client limit", () => {
  it(`forwards ${CLIENT_ENQUIRIES} enquiries from one client, then answers 429 with Retry-After; others still go through`, async () => {
    const service = formService();
    const limit = new ClientLimit(CLIENT_ENQUIRIES, CLIENT_WINDOW_MS);
    const from = (clientAddress: string) => ({
      ENQUIRY_FORWARD_URL: FORWARD_URL,
      fetch: service.fetch,
      limit,
      clientAddress,
    });
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => handleEnquiry(postJson(enquiry()), from("203.0.113.9"))),
    );
    const statuses = burst.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(CLIENT_ENQUIRIES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - CLIENT_ENQUIRIES);
    const limited = burst.find((response) => response.status === 429);
    expect(Number(limited?.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Number(limited?.headers.get("Retry-After"))).toBeLessThanOrEqual(CLIENT_WINDOW_MS / 1000);
    expect(service.received).toHaveLength(CLIENT_ENQUIRIES);
    // A buyer elsewhere sends one: it goes through.
    expect((await handleEnquiry(postJson(enquiry()), from("198.51.100.4"))).status).toBe(200);
    expect(service.received).toHaveLength(CLIENT_ENQUIRIES + 1);
  });

  it("counts an enquiry tried again (its key) once: a kept enquiry's retries never use up the allowance", async () => {
    let status = 500;
    const service = formService(() => Response.json({}, { status }));
    const env = {
      ENQUIRY_FORWARD_URL: FORWARD_URL,
      fetch: service.fetch,
      limit: new ClientLimit(1, CLIENT_WINDOW_MS),
      clientAddress: "203.0.113.10",
    };
    const kept = enquiry();
    for (let attempt = 0; attempt < 4; attempt++)
      expect((await handleEnquiry(postJson(kept), env)).status).toBe(502);
    status = 200;
    expect((await handleEnquiry(postJson(kept), env)).status).toBe(200);
    expect((await handleEnquiry(postJson(enquiry()), env)).status).toBe(429);
  });
});

describe("the honeypot", () => {
  it("an enquiry with the hidden field filled in is answered as delivered, forwarded to no one, and counted by no limit", async () => {
    const service = formService();
    const env = {
      ENQUIRY_FORWARD_URL: FORWARD_URL,
      fetch: service.fetch,
      limit: new ClientLimit(1, CLIENT_WINDOW_MS),
      clientAddress: "203.0.113.11",
    };
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(
      await answer(await handleEnquiry(postJson(enquiry({ website: "https://spam.example" })), env)),
    ).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect(warn).toHaveBeenCalledOnce();
    expect(service.received).toEqual([]);
    expect((await handleEnquiry(postJson(enquiry({ website: "" })), env)).status).toBe(200);
    expect(service.received).toHaveLength(1);
  });
});

describe("GET /api/enquiry", () => {
  it.each([
    [FORWARD_URL, 200, "Enquiry delivery: set up: enquiries are forwarded to forms.example.\n"],
    [undefined, 503, "Enquiry delivery: not set up: ENQUIRY_FORWARD_URL is missing.\n"],
    [
      "forms.example",
      503,
      "Enquiry delivery: not set up: ENQUIRY_FORWARD_URL is not an absolute http(s) address.\n",
    ],
  ])("with ENQUIRY_FORWARD_URL %s says in words whether delivery is set up", async (url, status, words) => {
    const response = await handleEnquiry(new Request(ENDPOINT), { ENQUIRY_FORWARD_URL: url });
    expect(response.status).toBe(status);
    expect(await response.text()).toBe(words);
    const head = await handleEnquiry(new Request(ENDPOINT, { method: "HEAD" }), { ENQUIRY_FORWARD_URL: url });
    expect(head.status).toBe(status);
  });
});
