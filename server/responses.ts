// What every answer of the site's functions carries. Hosts apply the site's `_headers` to its files only, not to
// a function's answer (Cloudflare Pages), so each answer sets these itself. Web standard only: the same module
// runs on Cloudflare, Netlify and Vercel's edge.

/**
 * The headers every answer of the site carries (EVERY_RESPONSE_HEADERS in scripts/build/security-headers.mjs; a
 * unit test holds the two together), and no cache: each answer is about one request.
 */
export const FUNCTION_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "Cache-Control": "no-store",
};

/** A JSON answer with the functions' headers. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...FUNCTION_HEADERS, "Content-Type": "application/json; charset=utf-8", ...headers },
  });
}

/** Random bytes as base64url, for a state or a nonce. */
export function randomToken(bytes = 32): string {
  const random = crypto.getRandomValues(new Uint8Array(bytes));
  let binary = "";
  for (const byte of random) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The setting as an absolute http(s) address, or null when it is unset, blank or not one. */
export function httpUrl(value: string | undefined): URL | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

/**
 * A text setting from a host's environment object (Cloudflare's `context.env`, which also holds bindings of other
 * kinds): the value when it is text, else undefined.
 */
export function textSetting(env: Readonly<Record<string, unknown>>, name: string): string | undefined {
  const value = env[name];
  return typeof value === "string" ? value : undefined;
}
