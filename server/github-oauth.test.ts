import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { parse } from "yaml";
import {
  GITHUB_SCOPE,
  handleAuth,
  handleCallback,
  sameText,
  STATE_COOKIE,
  type GitHubOAuthEnv,
} from "./github-oauth";
import { FUNCTION_HEADERS } from "./responses";

const SITE = "https://shop.example";
const SETTINGS = { GITHUB_CLIENT_ID: "client-id", GITHUB_CLIENT_SECRET: "client-secret" };

/** A stand-in of GitHub's token endpoint: records each request and answers with `reply`. */
function github(
  reply: () => Response | Promise<Response> = () => Response.json({ access_token: "gho_token" }),
) {
  const received: { url: string; headers: Headers; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    received.push({
      url: input instanceof Request ? input.url : input.toString(),
      headers: new Headers(init?.headers),
      body: JSON.parse(typeof init?.body === "string" ? init.body : "null"),
    });
    return reply();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, received };
}

/** The state `/api/auth` chose, from its cookie. */
async function startSignIn(
  env: GitHubOAuthEnv = SETTINGS,
  query = "?provider=github&site_id=shop.example&scope=repo",
) {
  const response = await handleAuth(new Request(`${SITE}/api/auth${query}`), env);
  const cookie = response.headers.get("Set-Cookie") ?? "";
  const state = new RegExp(`^${STATE_COOKIE}=([^;]+);`).exec(cookie)?.[1] ?? "";
  return { response, cookie, state };
}

function callback(query: string, cookie: string | null) {
  return new Request(`${SITE}/api/callback${query}`, cookie === null ? {} : { headers: { Cookie: cookie } });
}

/**
 * Runs the page's script in a stand-in window whose opener plays Decap's side of the handshake: it answers
 * "authorizing:github" from `origin`, and collects what reaches it.
 */
async function handshake(response: Response, origin = SITE) {
  const html = await response.text();
  const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1];
  const script = /<script nonce="[^"]+">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  const listeners: ((event: { origin: string; source: unknown; data: unknown }) => void)[] = [];
  const toOpener: { data: unknown; targetOrigin: string }[] = [];
  const opener = {
    postMessage(data: unknown, targetOrigin: string) {
      toOpener.push({ data, targetOrigin });
      // Decap answers the popup's first message with the same text, from its own origin.
      if (toOpener.length === 1)
        for (const listener of [...listeners]) listener({ origin, source: opener, data });
    },
  };
  const window = {
    opener,
    location: { origin: SITE },
    addEventListener: (_: string, listener: (typeof listeners)[number]) => listeners.push(listener),
    removeEventListener: (_: string, listener: (typeof listeners)[number]) =>
      listeners.splice(listeners.indexOf(listener), 1),
  };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's own script, run in a stand-in window
  const run = new Function("window", script) as (window: unknown) => void;
  run(window);
  return { html, nonce, toOpener };
}

describe("/api/auth", () => {
  it("redirects to GitHub with the client id, the scope, a fresh state and the callback, the state in a cookie", async () => {
    const { response, cookie, state } = await startSignIn();
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("Location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe("https://github.com/login/oauth/authorize");
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: "client-id",
      scope: "repo",
      state,
      redirect_uri: `${SITE}/api/callback`,
    });
    expect(state).toMatch(/^[\w-]{43}$/);
    // A __Host- cookie: the browser takes it from this host alone, over https, for the whole site, with no domain.
    expect(STATE_COOKIE).toMatch(/^__Host-/);
    expect(cookie).toBe(`${STATE_COOKIE}=${state}; HttpOnly; Secure; SameSite=Lax; Path=/; Max-Age=600`);
    expect(cookie).not.toMatch(/Domain=/i);
    for (const [name, value] of Object.entries(FUNCTION_HEADERS))
      expect(response.headers.get(name)).toBe(value);
    const again = await startSignIn();
    expect(again.state).not.toBe(state);
  });

  it("asks for the site's one scope, repo, asked for it or not, on the GitHub set (an Enterprise server's address)", async () => {
    expect(GITHUB_SCOPE).toBe("repo");
    const { response } = await startSignIn(
      { ...SETTINGS, GITHUB_URL: "https://git.corp.example/" },
      "?provider=github&site_id=x&scope=repo",
    );
    const location = new URL(response.headers.get("Location") ?? "");
    expect(location.href).toMatch(/^https:\/\/git\.corp\.example\/login\/oauth\/authorize\?/);
    expect(location.searchParams.get("scope")).toBe("repo");
    const plain = await startSignIn(SETTINGS, "");
    expect(new URL(plain.response.headers.get("Location") ?? "").searchParams.get("scope")).toBe("repo");
  });

  it("refuses any other scope than the site's, never sending the popup to GitHub for it", async () => {
    const scope = fc.oneof(
      fc.constantFrom(
        "delete_repo",
        "admin:org",
        "repo,delete_repo",
        "repo delete_repo",
        "public_repo",
        "",
        "user",
      ),
      fc.string({ maxLength: 30 }),
    );
    await fc.assert(
      fc.asyncProperty(scope, fc.boolean(), async (asked, twice) => {
        fc.pre(asked.trim() !== GITHUB_SCOPE);
        const query = new URLSearchParams({ provider: "github", scope: GITHUB_SCOPE });
        if (twice) query.append("scope", asked);
        else query.set("scope", asked);
        const { response, cookie } = await startSignIn(SETTINGS, `?${query.toString()}`);
        expect(response.status).toBe(400);
        expect(response.headers.get("Location")).toBeNull();
        expect(cookie).toContain("Max-Age=0");
      }),
    );
  });

  it("is the scope Decap asks for with the site's config.yml (no auth_scope, no open authoring)", () => {
    const config = parse(readFileSync(new URL("../public/admin/config.yml", import.meta.url), "utf8")) as {
      backend: Record<string, unknown>;
    };
    // Decap asks for `auth_scope`, else `public_repo` with open authoring, else `repo`.
    const asked =
      typeof config.backend.auth_scope === "string" && config.backend.auth_scope !== ""
        ? config.backend.auth_scope
        : config.backend.open_authoring === true
          ? "public_repo"
          : "repo";
    expect(asked).toBe(GITHUB_SCOPE);
  });

  it.each([
    [{ GITHUB_CLIENT_SECRET: "s" }, "GITHUB_CLIENT_ID"],
    [{ GITHUB_CLIENT_ID: "i" }, "GITHUB_CLIENT_SECRET"],
    [{ GITHUB_CLIENT_ID: " ", GITHUB_CLIENT_SECRET: "" }, "GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET"],
  ])("without a setting (%j): a 500 page saying which is missing, no redirect", async (env, missing) => {
    for (const handle of [handleAuth, handleCallback]) {
      const response = await handle(new Request(`${SITE}/api/auth?provider=github`), env);
      expect(response.status).toBe(500);
      expect(response.headers.get("Location")).toBeNull();
      expect(await response.text()).toContain(`the setting ${missing} is missing`);
    }
  });

  it("refuses another provider, a scope GitHub has no word for, and other methods", async () => {
    expect((await startSignIn(SETTINGS, "?provider=gitlab")).response.status).toBe(400);
    expect((await startSignIn(SETTINGS, "?provider=github&scope=repo%26x%3Dy")).response.status).toBe(400);
    expect((await handleAuth(new Request(`${SITE}/api/auth`, { method: "POST" }), SETTINGS)).status).toBe(
      405,
    );
  });
});

describe("/api/callback", () => {
  it("with the right state and a code: trades the code for a token and hands it to Decap by its handshake", async () => {
    const { cookie, state } = await startSignIn();
    const service = github();
    const response = await handleCallback(
      callback(`?code=the-code&state=${state}`, cookie.split(";")[0] ?? ""),
      {
        ...SETTINGS,
        fetch: service.fetch,
      },
    );
    expect(response.status).toBe(200);
    expect(service.received).toEqual([
      {
        url: "https://github.com/login/oauth/access_token",
        headers: expect.any(Headers) as unknown,
        body: {
          client_id: "client-id",
          client_secret: "client-secret",
          code: "the-code",
          redirect_uri: `${SITE}/api/callback`,
        },
      },
    ]);
    expect(service.received[0]?.headers.get("Accept")).toBe("application/json");
    expect(service.received[0]?.headers.get("Content-Type")).toBe("application/json");
    const { nonce, toOpener } = await handshake(response);
    expect(toOpener).toEqual([
      { data: "authorizing:github", targetOrigin: "*" },
      {
        data: `authorization:github:success:${JSON.stringify({ token: "gho_token", provider: "github" })}`,
        targetOrigin: SITE,
      },
    ]);
    expect(response.headers.get("Content-Security-Policy")).toBe(
      `default-src 'none'; script-src 'nonce-${nonce ?? ""}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Set-Cookie")).toBe(
      `${STATE_COOKIE}=; HttpOnly; Secure; SameSite=Lax; Path=/; Max-Age=0`,
    );
  });

  it("sends the token only to an opener of this page's own origin", async () => {
    const { cookie, state } = await startSignIn();
    const response = await handleCallback(callback(`?code=c&state=${state}`, cookie), {
      ...SETTINGS,
      fetch: github().fetch,
    });
    const { toOpener } = await handshake(response, "https://evil.example");
    expect(toOpener).toEqual([{ data: "authorizing:github", targetOrigin: "*" }]);
  });

  it("keeps a token that looks like markup inside its script", async () => {
    const { cookie, state } = await startSignIn();
    const token = "</script><script>alert(1)</script>\u2028";
    const response = await handleCallback(callback(`?code=c&state=${state}`, cookie), {
      ...SETTINGS,
      fetch: github(() => Response.json({ access_token: token })).fetch,
    });
    const { html, toOpener } = await handshake(response);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(toOpener[1]?.data).toBe(
      `authorization:github:success:${JSON.stringify({ token, provider: "github" })}`,
    );
  });

  it.each([
    ["a wrong state", (state: string, cookie: string) => callback(`?code=c&state=${state}x`, cookie), 403],
    ["no state", (_: string, cookie: string) => callback("?code=c", cookie), 403],
    ["no cookie", (state: string) => callback(`?code=c&state=${state}`, null), 403],
    [
      "another sign-in's cookie",
      (state: string) => callback(`?code=c&state=${state}`, `${STATE_COOKIE}=other`),
      403,
    ],
    [
      "a second cookie of the name, planted before this one",
      (state: string) =>
        callback(`?code=c&state=${state}`, `${STATE_COOKIE}=planted; ${STATE_COOKIE}=${state}`),
      403,
    ],
    [
      "a second cookie of the name, after this one",
      (state: string) =>
        callback(`?code=c&state=${state}`, `${STATE_COOKIE}=${state}; ${STATE_COOKIE}=${state}`),
      403,
    ],
    [
      "the state in a cookie without the __Host- name, as a sibling subdomain can set one",
      (state: string) =>
        callback(`?code=c&state=${state}`, `${STATE_COOKIE.replace(/^__Host-/, "")}=${state}`),
      403,
    ],
    ["no code", (state: string, cookie: string) => callback(`?state=${state}`, cookie), 400],
    ["an empty code", (state: string, cookie: string) => callback(`?code=&state=${state}`, cookie), 400],
    [
      "GitHub's refusal (access denied)",
      (state: string, cookie: string) =>
        callback(`?error=access_denied&error_description=The+user+has+denied&state=${state}`, cookie),
      400,
    ],
  ])("with %s: an error page, no token, GitHub's token endpoint never called", async (_, request, status) => {
    const { cookie, state } = await startSignIn();
    const service = github();
    const response = await handleCallback(request(state, cookie), { ...SETTINGS, fetch: service.fetch });
    expect(response.status).toBe(status);
    expect(service.received).toHaveLength(0);
    const { html, toOpener } = await handshake(response);
    expect(html).toContain("Sign-in failed");
    expect(toOpener[1]?.data).toMatch(/^authorization:github:error:\{"message":".+"\}$/);
    expect(html).not.toContain("gho_token");
    expect(response.headers.get("Set-Cookie")).toContain("Max-Age=0");
  });

  it.each([
    [
      "refuses the code",
      () =>
        Response.json({
          error: "bad_verification_code",
          error_description: "The code is incorrect or expired.",
        }),
      "GitHub refused the sign-in: The code is incorrect or expired.",
    ],
    ["fails", () => new Response("oops", { status: 500 }), "GitHub answered 500 without a token"],
    ["cannot be reached", () => Promise.reject(new TypeError("fetch failed")), "GitHub could not be reached"],
  ])("when GitHub %s: Decap's error message and a readable page", async (_, reply, text) => {
    const { cookie, state } = await startSignIn();
    const response = await handleCallback(callback(`?code=c&state=${state}`, cookie), {
      ...SETTINGS,
      fetch: github(reply).fetch,
    });
    expect(response.status).toBe(502);
    const { html, toOpener } = await handshake(response);
    expect(html).toContain(text);
    expect(JSON.parse(String(toOpener[1]?.data).replace("authorization:github:error:", ""))).toEqual({
      message: expect.stringContaining(text) as unknown,
    });
  });
});

describe("sameText (the state's comparison)", () => {
  it("agrees with === on any two texts", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(sameText(a, b)).toBe(a === b);
        expect(sameText(a, a)).toBe(true);
      }),
    );
  });
});
