import { spawn } from "node:child_process";
import { createServer, request as httpRequest, type IncomingMessage, type Server } from "node:http";
import { GITHUB_SCOPE, STATE_COOKIE } from "../../server/github-oauth";
import { expect, test } from "./fixtures";

// The functions deployed with the site (functions/api/*.ts over server/*.ts), run on Cloudflare's local runtime
// (scripts/serve/cloudflare-pages.mjs, `npm test`'s Cloudflare step) with their settings pointing at loopback
// stand-ins this spec starts: a form service that records what it gets, and GitHub's two OAuth addresses.
// ENQUIRY_FORWARD_URL and GITHUB_URL name the stand-ins' addresses; the runner passed the same values to the
// functions.

test.skip(
  process.env.E2E_ENGINE !== "cloudflare-pages",
  "runs on Cloudflare's local runtime: node scripts/serve/cloudflare-pages.mjs -- npx playwright test ...",
);
// The stand-ins listen on fixed ports: one worker runs this file's tests, in order.
test.describe.configure({ mode: "default" });

const FORWARD_URL = process.env.ENQUIRY_FORWARD_URL ?? "";
const GITHUB_URL = process.env.GITHUB_URL ?? "";
const CLIENT_ID = process.env.GITHUB_CLIENT_ID ?? "";
const CLIENT_SECRET = process.env.GITHUB_CLIENT_SECRET ?? "";
const TOKEN = "gho_stand-in-token";
const CODE = "stand-in-code";

interface Received {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: string;
}

/** A stand-in's answer. */
interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

/** A loopback server at `address`'s port that records every request and answers with `reply`. */
function standIn(address: string, reply: (request: Received, url: URL) => Reply) {
  const received: Received[] = [];
  let server: Server | undefined;
  return {
    received,
    start: () =>
      new Promise<void>((resolve, reject) => {
        const listening = createServer((request, response) => {
          const chunks: Buffer[] = [];
          request.on("data", (chunk: Buffer) => chunks.push(chunk));
          request.on("end", () => {
            const record = {
              method: request.method ?? "",
              path: request.url ?? "",
              headers: request.headers,
              body: Buffer.concat(chunks).toString("utf8"),
            };
            received.push(record);
            const { status, headers = {}, body = "" } = reply(record, new URL(record.path, address));
            response.writeHead(status, headers).end(body);
          });
        });
        listening.once("error", reject);
        listening.listen(Number(new URL(address).port), "127.0.0.1", () => {
          server = listening;
          resolve();
        });
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) {
          resolve();
          return;
        }
        server.close(() => {
          resolve();
        });
        server.closeAllConnections();
        server = undefined;
      }),
  };
}

let formStatus = 200;
const formService = standIn(FORWARD_URL, () => ({
  status: formStatus,
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(formStatus < 300 ? { ok: true } : { error: "stand-in failure" }),
}));
const github = standIn(GITHUB_URL, (request, url): Reply => {
  if (url.pathname === "/login/oauth/authorize") {
    // The person approves at once: back to the site with a code and the state GitHub was given.
    const back = new URL(url.searchParams.get("redirect_uri") ?? "");
    back.searchParams.set("code", CODE);
    back.searchParams.set("state", url.searchParams.get("state") ?? "");
    return { status: 302, headers: { Location: back.href } };
  }
  if (url.pathname === "/login/oauth/access_token" && request.method === "POST") {
    return {
      status: 200,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ access_token: TOKEN, token_type: "bearer", scope: "repo" }),
    };
  }
  return { status: 404 };
});
const tokenRequests = () =>
  github.received.filter((request) => request.path.startsWith("/login/oauth/access_token"));

test.beforeAll(async () => {
  for (const [name, value] of Object.entries({
    ENQUIRY_FORWARD_URL: FORWARD_URL,
    GITHUB_URL,
    GITHUB_CLIENT_ID: CLIENT_ID,
    GITHUB_CLIENT_SECRET: CLIENT_SECRET,
  })) {
    if (!value) throw new Error(`${name} must be set, for the functions and for this spec's stand-ins alike`);
  }
  await Promise.all([formService.start(), github.start()]);
});

test.afterAll(async () => {
  await Promise.all([formService.stop(), github.stop()]);
});

test.beforeEach(() => {
  formStatus = 200;
  formService.received.length = 0;
  github.received.length = 0;
});

const enquiry = (overrides: Record<string, unknown> = {}) => ({
  key: crypto.randomUUID(),
  name: "Tendai Moyo",
  email: "tendai@mine.example",
  phone: null,
  service: "energy",
  message: "Quote for two 500 kVA generators, please.",
  ...overrides,
});

test.describe("/api/enquiry", () => {
  test("a good enquiry from the site's page is delivered exactly once, a repeated key is not forwarded again", async ({
    page,
  }) => {
    await page.goto("/contact");
    const sent = enquiry();
    const post = () =>
      page.evaluate(async (body) => {
        const response = await fetch("/api/enquiry", {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify(body),
        });
        return {
          status: response.status,
          body: (await response.json()) as unknown,
          hsts: response.headers.get("Strict-Transport-Security"),
          nosniff: response.headers.get("X-Content-Type-Options"),
        };
      }, sent);
    expect(await post()).toEqual({
      status: 200,
      body: { ok: true },
      hsts: "max-age=63072000; includeSubDomains",
      nosniff: "nosniff",
    });
    expect(formService.received).toHaveLength(1);
    const [delivery] = formService.received;
    expect(delivery?.method).toBe("POST");
    expect(delivery?.headers.accept).toBe("application/json");
    expect(JSON.parse(delivery?.body ?? "")).toEqual({
      _subject: "Website enquiry from Tendai Moyo",
      _replyto: "tendai@mine.example",
      name: "Tendai Moyo",
      email: "tendai@mine.example",
      phone: null,
      service: "energy",
      serviceLabel: "Energy",
      message: "Quote for two 500 kVA generators, please.",
      key: sent.key,
    });

    expect((await post()).status).toBe(200);
    expect(formService.received).toHaveLength(1);
  });

  test("refuses what is not a good enquiry from the site with its 4xx, and forwards nothing", async ({
    request,
    baseURL,
  }) => {
    const same = { Origin: baseURL ?? "", "Sec-Fetch-Site": "same-origin" };
    const json = { ...same, "Content-Type": "application/json" };
    const cases: [string, () => ReturnType<typeof request.fetch>, number][] = [
      [
        "a missing field",
        () =>
          request.post("/api/enquiry", {
            headers: json,
            data: JSON.stringify({ ...enquiry(), email: undefined }),
          }),
        422,
      ],
      [
        "a body over 16 KB",
        () =>
          request.post("/api/enquiry", {
            headers: json,
            data: JSON.stringify(enquiry({ message: "x".repeat(16_400) })),
          }),
        413,
      ],
      ["PUT", () => request.put("/api/enquiry", { headers: json, data: JSON.stringify(enquiry()) }), 405],
      ["DELETE", () => request.delete("/api/enquiry", { headers: same }), 405],
      [
        "an Origin of another site",
        () =>
          request.post("/api/enquiry", {
            headers: { ...json, Origin: "https://evil.example" },
            data: JSON.stringify(enquiry()),
          }),
        403,
      ],
      [
        "Sec-Fetch-Site: cross-site",
        () =>
          request.post("/api/enquiry", {
            headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "cross-site" },
            data: JSON.stringify(enquiry()),
          }),
        403,
      ],
      // A Buffer is sent as it is (Playwright would encode a string that is not JSON as a JSON string).
      [
        "malformed JSON",
        () => request.post("/api/enquiry", { headers: json, data: Buffer.from('{"name": ') }),
        400,
      ],
      [
        "a form's type",
        () =>
          request.post("/api/enquiry", {
            headers: { ...same, "Content-Type": "application/x-www-form-urlencoded" },
            data: "name=a",
          }),
        415,
      ],
    ];
    for (const [what, send, status] of cases) {
      const response = await send();
      expect(response.status(), what).toBe(status);
      expect(await response.json(), what).toEqual({
        error: expect.any(String),
        ...(status === 422 ? { field: "email" } : {}),
      });
      if (status === 405) expect(response.headers().allow, what).toBe("GET, HEAD, POST");
    }
    expect(formService.received).toEqual([]);
  });

  test("a body over 16 KB streamed without a length is refused with 413 too", async ({ baseURL }) => {
    const text = JSON.stringify(enquiry({ message: "x".repeat(20_000) }));
    const bytes = new TextEncoder().encode(text);
    let offset = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= bytes.length) {
          controller.close();
          return;
        }
        controller.enqueue(bytes.slice(offset, offset + 1_024));
        offset += 1_024;
      },
    });
    const response = await fetch(`${baseURL ?? ""}/api/enquiry`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(formService.received).toEqual([]);
  });

  test("the service failing or down: 502, so the page keeps the enquiry and tries later", async ({
    request,
    baseURL,
  }) => {
    const headers = {
      Origin: baseURL ?? "",
      "Sec-Fetch-Site": "same-origin",
      "Content-Type": "application/json",
    };
    formStatus = 500;
    const failing = await request.post("/api/enquiry", { headers, data: JSON.stringify(enquiry()) });
    expect(failing.status()).toBe(502);
    expect(formService.received).toHaveLength(1);
    await formService.stop();
    try {
      const down = await request.post("/api/enquiry", { headers, data: JSON.stringify(enquiry()) });
      expect(down.status()).toBe(502);
    } finally {
      await formService.start();
    }
  });
});

/** POSTs an enquiry from the given loopback address, as a client elsewhere would: its status and Retry-After. */
function postFrom(localAddress: string, origin: string, body: unknown) {
  return new Promise<{ status: number; retryAfter: string | undefined }>((resolve, reject) => {
    const url = new URL("/api/enquiry", origin);
    const sent = httpRequest(
      url,
      {
        method: "POST",
        localAddress,
        headers: { "Content-Type": "application/json", Origin: origin, "Sec-Fetch-Site": "same-origin" },
      },
      (response) => {
        response.resume();
        response.on("end", () => {
          const retryAfter = response.headers["retry-after"];
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: typeof retryAfter === "string" ? retryAfter : undefined,
          });
        });
      },
    );
    sent.on("error", reject);
    sent.end(JSON.stringify(body));
  });
}

test.describe("/api/enquiry against spam", () => {
  test("a burst from one client is limited (429 with Retry-After) while a buyer's single enquiry still goes through", async ({
    page,
    baseURL,
  }) => {
    const origin = baseURL ?? "";
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => postFrom("127.0.0.2", origin, enquiry())),
    );
    const statuses = burst.map(({ status }) => status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    for (const { status, retryAfter } of burst)
      if (status === 429) expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(formService.received).toHaveLength(5);

    // A buyer on another connection sends one from the contact page: it is delivered.
    await page.goto("/contact");
    const buyer = await page.evaluate(
      async (body) => {
        const response = await fetch("/api/enquiry", {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify(body),
        });
        return response.status;
      },
      enquiry({ name: "Rudo Chikwanha" }),
    );
    expect(buyer).toBe(200);
    expect(formService.received).toHaveLength(6);
  });

  test("a name and phone holding CR, LF, NUL, NEL, LS or PS reach the service on one line; the message keeps its lines", async ({
    baseURL,
  }) => {
    const origin = baseURL ?? "";
    const breaks = "\r\n\u0000\u0085\u2028\u2029";
    const answer = await postFrom(
      "127.0.0.4",
      origin,
      enquiry({
        name: `Bob${breaks}Bcc: victim@example.org`,
        phone: `+263${breaks}77`,
        message: "One\r\nTwo",
      }),
    );
    expect(answer.status).toBe(200);
    const forwarded = JSON.parse(formService.received[0]?.body ?? "{}") as Record<string, unknown>;
    expect(forwarded).toMatchObject({
      _subject: "Website enquiry from Bob Bcc: victim@example.org",
      name: "Bob Bcc: victim@example.org",
      phone: "+263 77",
      message: "One\nTwo",
    });
  });

  test("the honeypot filled in: answered as delivered, forwarded to no one", async ({ request, baseURL }) => {
    const response = await request.post("/api/enquiry", {
      headers: { Origin: baseURL ?? "", "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json" },
      data: JSON.stringify(enquiry({ website: "https://spam.example" })),
    });
    expect(response.status()).toBe(200);
    expect(formService.received).toEqual([]);
  });

  test("GET says in words that delivery is set up", async ({ request }) => {
    const response = await request.get("/api/enquiry");
    expect(response.status()).toBe(200);
    expect(await response.text()).toBe(
      `Enquiry delivery: set up: enquiries are forwarded to ${new URL(FORWARD_URL).host}.\n`,
    );
  });
});

test.describe("the content manager's GitHub sign-in", () => {
  test("/api/auth redirects to GitHub with the client id, scope, state and callback, the state in a cookie", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/api/auth?provider=github&site_id=shop.example&scope=repo", {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    const location = new URL(response.headers().location ?? "");
    expect(`${location.origin}${location.pathname}`).toBe(`${GITHUB_URL}/login/oauth/authorize`);
    const state = location.searchParams.get("state") ?? "";
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: CLIENT_ID,
      scope: "repo",
      state,
      redirect_uri: `${baseURL ?? ""}/api/callback`,
    });
    expect(response.headers()["set-cookie"]).toBe(
      `${STATE_COOKIE}=${state}; HttpOnly; Secure; SameSite=Lax; Path=/; Max-Age=600`,
    );
  });

  test("/api/auth asks GitHub for the site's one scope only: a link asking for more gets the error page", async ({
    request,
  }) => {
    for (const scope of ["delete_repo", "admin:org", "repo,delete_repo", "repo delete_repo"]) {
      const response = await request.get(`/api/auth?provider=github&scope=${encodeURIComponent(scope)}`, {
        maxRedirects: 0,
      });
      expect(response.status(), scope).toBe(400);
      expect(response.headers().location, scope).toBeUndefined();
      expect(await response.text(), scope).toContain(`with the scope &quot;${GITHUB_SCOPE}&quot; only`);
    }
    expect(github.received.filter((request) => request.path.startsWith("/login/oauth/authorize"))).toEqual(
      [],
    );
  });

  test("the callback hands the token to the page that opened the sign-in, by Decap's handshake", async ({
    page,
  }) => {
    await page.goto("/");
    // This page plays Decap's side (decap-cms-lib-auth, netlify-auth.js): it opens the popup at its base_url (this
    // origin) + /api/auth, answers "authorizing:github" from that origin, and takes the success message.
    const result = await page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          const base = window.location.origin;
          let popup: Window | null = null;
          const authorized = (event: MessageEvent) => {
            if (event.origin !== base || typeof event.data !== "string") return;
            const match = /^authorization:github:(success|error):(.+)$/.exec(event.data);
            if (!match) return;
            window.removeEventListener("message", authorized);
            popup?.close();
            resolve({ outcome: match[1], data: JSON.parse(match[2] ?? "null") as unknown });
          };
          const handshake = (event: MessageEvent) => {
            if (event.data !== "authorizing:github" || event.origin !== base) return;
            window.removeEventListener("message", handshake);
            window.addEventListener("message", authorized);
            popup?.postMessage(event.data, event.origin);
          };
          window.addEventListener("message", handshake);
          popup = window.open(
            `${base}/api/auth?provider=github&site_id=shop.example&scope=repo`,
            "Netlify Authorization",
            "width=960,height=600",
          );
        }),
    );
    expect(result).toEqual({ outcome: "success", data: { token: TOKEN, provider: "github" } });
    const [exchange] = tokenRequests();
    expect(tokenRequests()).toHaveLength(1);
    expect(exchange?.headers.accept).toBe("application/json");
    expect(JSON.parse(exchange?.body ?? "")).toEqual({
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      code: CODE,
      redirect_uri: `${new URL(page.url()).origin}/api/callback`,
    });
  });

  test("a wrong state or a missing code: the error page, no token, GitHub's token endpoint never called", async ({
    request,
  }) => {
    const start = await request.get("/api/auth?provider=github&scope=repo", { maxRedirects: 0 });
    const state = new URL(start.headers().location ?? "").searchParams.get("state") ?? "";
    const cookie = { Cookie: `${STATE_COOKIE}=${state}` };
    const cases: [string, string, number][] = [
      ["a wrong state", `/api/callback?code=${CODE}&state=${state}x`, 403],
      ["no state", `/api/callback?code=${CODE}`, 403],
      ["a missing code", `/api/callback?state=${state}`, 400],
    ];
    for (const [what, path, status] of cases) {
      const response = await request.get(path, { headers: cookie });
      expect(response.status(), what).toBe(status);
      const html = await response.text();
      expect(html, what).toContain("Sign-in failed");
      expect(html, what).not.toContain(TOKEN);
      expect(html, what).toContain("authorization:github:error:");
      expect(response.headers()["cache-control"], what).toBe("no-store");
      expect(response.headers()["content-security-policy"], what).toMatch(
        /^default-src 'none'; script-src 'nonce-[\w-]+';/,
      );
    }
    const noCookie = await request.get(`/api/callback?code=${CODE}&state=${state}`, {
      headers: { Cookie: "" },
    });
    expect(noCookie.status()).toBe(403);
    // A state planted beside the browser's own (from a sibling subdomain, say): which one is meant cannot be known.
    for (const planted of [
      `${STATE_COOKIE}=planted; ${STATE_COOKIE}=${state}`,
      `${STATE_COOKIE}=${state}; ${STATE_COOKIE}=planted`,
      `${STATE_COOKIE.replace(/^__Host-/, "")}=${state}`,
    ]) {
      const response = await request.get(`/api/callback?code=${CODE}&state=${state}`, {
        headers: { Cookie: planted },
      });
      expect(response.status(), planted).toBe(403);
      expect(await response.text(), planted).not.toContain(TOKEN);
    }
    expect(tokenRequests()).toEqual([]);
  });
});

test("without the functions' settings: /api/enquiry answers 501 and says so to a GET, and /api/auth says which setting is missing", async ({
  baseURL,
}) => {
  // A second local Pages server over the same build, with none of the functions' settings.
  test.setTimeout(180_000);
  const port = Number(new URL(baseURL ?? "").port) + 6;
  const unset = new Set([
    "ENQUIRY_FORWARD_URL",
    "GITHUB_CLIENT_ID",
    "GITHUB_CLIENT_SECRET",
    "GITHUB_URL",
    "E2E_BASE_URL",
  ]);
  const env = {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !unset.has(name))),
    CLOUDFLARE_PAGES_PORT: String(port),
  };
  const server = spawn(process.execPath, ["scripts/serve/cloudflare-pages.mjs"], {
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  try {
    let output = "";
    server.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await expect.poll(() => output, { timeout: 150_000 }).toContain("Press Ctrl+C to stop.");
    const origin = `http://127.0.0.1:${port}`;
    const response = await fetch(`${origin}/api/enquiry`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin, "Sec-Fetch-Site": "same-origin" },
      body: JSON.stringify(enquiry()),
    });
    expect(response.status).toBe(501);
    expect(await response.json()).toEqual({
      error: "Enquiry delivery is not set up: ENQUIRY_FORWARD_URL is missing",
    });
    const words = await fetch(`${origin}/api/enquiry`);
    expect(words.status).toBe(503);
    expect(await words.text()).toBe("Enquiry delivery: not set up: ENQUIRY_FORWARD_URL is missing.\n");
    const auth = await fetch(`${origin}/api/auth?provider=github`, { redirect: "manual" });
    expect(auth.status).toBe(500);
    expect(await auth.text()).toContain("GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET is missing");
    expect(formService.received).toEqual([]);
  } finally {
    server.kill("SIGTERM");
    await exited;
  }
});
