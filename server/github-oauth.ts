// GitHub sign-in for the content manager (Decap CMS) on hosts without Netlify's own: the two addresses Decap's
// popup visits, written to the Web standard (Request to Response) so each host's adapter only hands over the
// request and the settings.
//
// Decap opens a popup at `<base_url>/api/auth?provider=github&site_id=...&scope=repo`. `handleAuth` sends it to
// GitHub for the one scope the site uses, with a random state, also kept in a cookie; GitHub sends it back to
// `/api/callback?code&state`, where `handleCallback` checks the state against the cookie, trades the code for a
// token (the OAuth app's secret never leaves the server) and answers a page that hands the token to Decap by its
// own handshake:
//   popup -> opener   "authorizing:github"                                   (to any origin: it says nothing)
//   opener -> popup   "authorizing:github"                                   (Decap's answer, from its base_url)
//   popup -> opener   "authorization:github:success:{"token":..,"provider":"github"}"  (to that origin only)
// or `authorization:github:error:{"message":..}`, which Decap shows on its login page.
import { z } from "zod";
import { FUNCTION_HEADERS, httpUrl, randomToken } from "./responses";

/** The host's settings for the sign-in, as its adapter hands them over. */
export interface GitHubOAuthEnv {
  /** The GitHub OAuth app's client id. */
  GITHUB_CLIENT_ID?: string;
  /** The GitHub OAuth app's client secret. */
  GITHUB_CLIENT_SECRET?: string;
  /** GitHub's address: https://github.com unless set (GitHub Enterprise Server). */
  GITHUB_URL?: string;
  /** The fetch used to reach GitHub (the global one when absent). */
  fetch?: typeof fetch;
}

/**
 * The cookie holding the state between `/api/auth` and `/api/callback`. Its `__Host-` name makes the browser take
 * it only from this very host, over https, for the whole site and for no domain: a sibling subdomain cannot plant
 * a state of its own choosing (a forged sign-in). A request carrying two cookies of the name is refused all the same.
 */
export const STATE_COOKIE = "__Host-decap_oauth_state";
/** How long a sign-in may take, from the popup's opening to GitHub's answer. */
export const STATE_MAX_AGE_S = 600;
/** How long GitHub may take to trade the code for a token. */
export const TOKEN_TIMEOUT_MS = 10_000;
/**
 * What staff grant the site on GitHub, and all they grant: the content manager commits to the repository. Decap asks
 * for `repo` unless its config sets `auth_scope` or `open_authoring`, which public/admin/config.yml does not
 * (tested). A request for any other scope is refused: a link to `/api/auth` cannot have a staff member grant more
 * (`delete_repo`, `admin:org`).
 */
export const GITHUB_SCOPE = "repo";
const DEFAULT_GITHUB_URL = "https://github.com";
const PROVIDER = "github";

const COOKIE_ATTRIBUTES = "HttpOnly; Secure; SameSite=Lax; Path=/";
const CLEAR_COOKIE = `${STATE_COOKIE}=; ${COOKIE_ATTRIBUTES}; Max-Age=0`;

interface Settings {
  clientId: string;
  clientSecret: string;
  github: string;
}

/** The settings, read once and checked: the settings, or the page saying what is missing or wrong. */
function readSettings(env: GitHubOAuthEnv): Settings | Response {
  const clientId = env.GITHUB_CLIENT_ID?.trim() ?? "";
  const clientSecret = env.GITHUB_CLIENT_SECRET?.trim() ?? "";
  const missing = [
    ...(clientId ? [] : ["GITHUB_CLIENT_ID"]),
    ...(clientSecret ? [] : ["GITHUB_CLIENT_SECRET"]),
  ];
  if (missing.length > 0) {
    return failure(
      500,
      `Sign-in is not set up on this site: the setting ${missing.join(" and ")} is missing in the host's ` +
        "environment variables.",
    );
  }
  const github = env.GITHUB_URL?.trim() ? httpUrl(env.GITHUB_URL) : new URL(DEFAULT_GITHUB_URL);
  if (github === null)
    return failure(500, "Sign-in is not set up on this site: GITHUB_URL is not an http(s) address.");
  return { clientId, clientSecret, github: github.href.replace(/\/+$/, "") };
}

/** `GET /api/auth`: sends the popup to GitHub's authorization page, with a fresh state in a cookie. */
export function handleAuth(request: Request, env: GitHubOAuthEnv): Promise<Response> {
  return Promise.resolve(auth(request, env));
}

function auth(request: Request, env: GitHubOAuthEnv): Response {
  if (request.method !== "GET" && request.method !== "HEAD") return notAllowed();
  const settings = readSettings(env);
  if (settings instanceof Response) return settings;
  const url = new URL(request.url);
  const provider = url.searchParams.get("provider");
  if (provider !== null && provider !== PROVIDER)
    return failure(400, `This site signs in with GitHub only, not "${provider}".`);
  if (url.searchParams.getAll("scope").some((scope) => scope.trim() !== GITHUB_SCOPE))
    return failure(400, `This site signs in to GitHub with the scope "${GITHUB_SCOPE}" only.`);
  const state = randomToken();
  const authorize = new URL(`${settings.github}/login/oauth/authorize`);
  authorize.search = new URLSearchParams({
    client_id: settings.clientId,
    redirect_uri: `${url.origin}/api/callback`,
    scope: GITHUB_SCOPE,
    state,
  }).toString();
  return new Response(null, {
    status: 302,
    headers: {
      ...FUNCTION_HEADERS,
      Location: authorize.href,
      "Set-Cookie": `${STATE_COOKIE}=${state}; ${COOKIE_ATTRIBUTES}; Max-Age=${STATE_MAX_AGE_S}`,
      "Referrer-Policy": "no-referrer",
    },
  });
}

/** `GET /api/callback?code&state`: trades GitHub's code for a token and hands it to Decap, or says why not. */
export async function handleCallback(request: Request, env: GitHubOAuthEnv): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") return notAllowed();
  const settings = readSettings(env);
  if (settings instanceof Response) return settings;
  const send = env.fetch ?? fetch;
  const url = new URL(request.url);
  const held = cookies(request.headers.get("Cookie"), STATE_COOKIE);
  const state = url.searchParams.get("state");
  const [expected] = held;
  if (expected === undefined || expected === "") {
    return failure(
      403,
      "This sign-in expired or was not started on this site (its cookie is missing). Close this window and sign in again.",
    );
  }
  if (held.length > 1) {
    return failure(
      403,
      "This sign-in cannot be checked: the browser sent more than one of its cookies. Close this window and sign in again.",
    );
  }
  if (state === null || !sameText(state, expected)) {
    return failure(
      403,
      "This sign-in does not match the one this browser started. Close this window and sign in again.",
    );
  }
  const githubError = url.searchParams.get("error");
  if (githubError !== null) {
    const description = url.searchParams.get("error_description") ?? githubError;
    return failure(400, `GitHub did not sign you in: ${description}`);
  }
  const code = url.searchParams.get("code");
  if (!code) return failure(400, "GitHub's answer has no code. Close this window and sign in again.");
  const token = await exchange(code, `${url.origin}/api/callback`, settings, send);
  if ("error" in token) return failure(502, token.error);
  return page({
    status: 200,
    title: "Signed in",
    text: "Signed in with GitHub. This window closes by itself; if it stays open, close it and return to the content manager.",
    message: `authorization:${PROVIDER}:success:${JSON.stringify({ token: token.token, provider: PROVIDER })}`,
  });
}

const TokenAnswer = z.object({ access_token: z.string().min(1) });
const ErrorAnswer = z.object({ error: z.string(), error_description: z.string().optional() });

/** POSTs the code to GitHub's token endpoint: the token, or why there is none. */
async function exchange(
  code: string,
  redirectUri: string,
  settings: Settings,
  send: typeof fetch,
): Promise<{ token: string } | { error: string }> {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort();
  }, TOKEN_TIMEOUT_MS);
  try {
    const answer = await send(`${settings.github}/login/oauth/access_token`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        code,
        redirect_uri: redirectUri,
      }),
      signal: controller.signal,
    });
    const body: unknown = await answer.json().catch(() => null);
    const token = TokenAnswer.safeParse(body);
    if (answer.ok && token.success) return { token: token.data.access_token };
    const refused = ErrorAnswer.safeParse(body);
    if (refused.success) {
      return {
        error: `GitHub refused the sign-in: ${refused.data.error_description ?? refused.data.error}. Close this window and sign in again.`,
      };
    }
    return {
      error: `GitHub answered ${answer.status} without a token. Close this window and try again later.`,
    };
  } catch {
    return { error: "GitHub could not be reached. Close this window and try again later." };
  } finally {
    clearTimeout(timer);
  }
}

/** Every value a Cookie header holds for the name, in its order. */
function cookies(header: string | null, name: string): string[] {
  const values: string[] = [];
  for (const part of (header ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator !== -1 && part.slice(0, separator).trim() === name)
      values.push(part.slice(separator + 1).trim());
  }
  return values;
}

/** Whether two texts are equal, in a time that does not depend on where they first differ. */
export function sameText(a: string, b: string): boolean {
  const encoder = new TextEncoder();
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  if (left.length !== right.length) return false;
  let difference = 0;
  for (let index = 0; index < left.length; index += 1) difference |= (left[index] ?? 0) ^ (right[index] ?? 0);
  return difference === 0;
}

function notAllowed(): Response {
  const response = page({
    status: 405,
    title: "Not allowed",
    text: "This address takes GET only.",
    message: null,
  });
  response.headers.set("Allow", "GET, HEAD");
  return response;
}

/** A page that tells Decap why there is no token, and the person in the popup the same. */
function failure(status: number, text: string): Response {
  return page({
    status,
    title: "Sign-in failed",
    text,
    message: `authorization:${PROVIDER}:error:${JSON.stringify({ message: text })}`,
  });
}

/**
 * A small page with its own strict policy: no resource at all, and its one script allowed by a nonce made for
 * this answer. With a message, the script plays the popup's side of Decap's handshake. The state cookie is
 * cleared: a state is used once.
 */
function page({
  status,
  title,
  text,
  message,
}: {
  status: number;
  title: string;
  text: string;
  message: string | null;
}): Response {
  const nonce = randomToken(18);
  const script = message === null ? "" : `<script nonce="${nonce}">${handshakeScript(message)}</script>`;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
${script}
</body>
</html>
`;
  const policy = [
    "default-src 'none'",
    ...(message === null ? [] : [`script-src 'nonce-${nonce}'`]),
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
  return new Response(html, {
    status,
    headers: {
      ...FUNCTION_HEADERS,
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": policy,
      "Referrer-Policy": "no-referrer",
      "X-Frame-Options": "DENY",
      "X-Robots-Tag": "noindex",
      "Set-Cookie": CLEAR_COOKIE,
    },
  });
}

/**
 * The popup's side of Decap's handshake (decap-cms-lib-auth, netlify-auth.js): announce itself to the opener,
 * and answer the opener's reply, from this page's own origin, with the message.
 */
function handshakeScript(message: string): string {
  return `(function () {
  var opener = window.opener;
  if (!opener) return;
  var provider = ${scriptLiteral(`authorizing:${PROVIDER}`)};
  var message = ${scriptLiteral(message)};
  function receive(event) {
    if (event.origin !== window.location.origin || event.source !== opener || event.data !== provider) return;
    window.removeEventListener("message", receive, false);
    opener.postMessage(message, event.origin);
  }
  window.addEventListener("message", receive, false);
  opener.postMessage(provider, "*");
})();`;
}

/** A string as a JavaScript literal that cannot end the script element it sits in. */
function scriptLiteral(value: string): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}
