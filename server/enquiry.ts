// The site's enquiry function, `/api/enquiry`: checks a buyer's enquiry and forwards it to the mail or form service
// set in the host (ENQUIRY_FORWARD_URL), which accepts JSON. Written to the Web standard (Request to Response) and
// nothing else, so each host's adapter (functions/ for Cloudflare Pages, netlify/functions/ for Netlify, the Vercel
// build's edge function) only hands it the request, the settings and the client's address.
//
// Its answers mean what the answer table says (app/features/contact/delivery/answers.ts), which the page and the
// offline copy's worker read by: 200 delivered; a 4xx with a short JSON `{ "error": "..." }` refused, nothing
// forwarded; 502 (the service failed) and 429 (this client's limit, with Retry-After) try again later; 501 delivery
// not set up on this host, told at once and logged. `GET /api/enquiry` says in words whether delivery is set up.
import { z } from "zod";
import { SERVICE_OPTIONS } from "../app/content/contact";
import { NOT_SET_UP, TOO_MANY } from "../app/features/contact/delivery/answers";
import { HONEYPOT } from "../app/features/contact/delivery/enquiry";
import { oneLine, withLineBreaks } from "../app/lib/plain-text";
import { ClientLimit } from "./client-limit";
import { FUNCTION_HEADERS, httpUrl, jsonResponse } from "./responses";

/** The host's settings for this function, as its adapter hands them over. */
export interface EnquiryEnv {
  /** The service's address: an absolute http(s) URL that takes a JSON POST. */
  ENQUIRY_FORWARD_URL?: string;
  /**
   * The client's address as the host vouches for it (Cloudflare's CF-Connecting-IP, Netlify's context.ip,
   * Vercel's x-real-ip): what the per-client limit counts by. Absent, every such client shares one allowance.
   */
  clientAddress?: string | null;
  /** The fetch used to reach the service (the global one when absent). */
  fetch?: typeof fetch;
  /** The per-client limit (this instance's own unless given). */
  limit?: ClientLimit;
}

/** The largest body taken, in bytes: far past any enquiry typed by hand. */
export const MAX_BODY_BYTES = 16_384;
/** How long the service may take to answer before the page is told to try again later. */
export const FORWARD_TIMEOUT_MS = 10_000;
/** How many delivered keys an instance remembers (the oldest is forgotten first). */
export const REMEMBERED_KEYS = 1_000;
/** Enquiries one client may have forwarded in CLIENT_WINDOW_MS: far past what a buyer sends, a wall for a script. */
export const CLIENT_ENQUIRIES = 5;
export const CLIENT_WINDOW_MS = 10 * 60 * 1000;

const SERVICE_VALUES = SERVICE_OPTIONS.map((option) => option.value);

/** Text on one line (a name, a phone number: they reach the mail's subject), refused when nothing is left. */
const oneLineText = (field: string) =>
  z
    .string(`${field} must be text`)
    .transform(oneLine)
    .pipe(z.string().min(1, `${field} is missing`));

/** A key as the page makes it (crypto.randomUUID()): 32 hexadecimal digits in the UUID's five groups. */
const UUID = /^[\da-f]{8}(?:-[\da-f]{4}){3}-[\da-f]{12}$/iu;

/** The enquiry as the page POSTs it, each field made safe to forward; other fields are ignored. */
const EnquirySchema = z.object({
  key: z.string("key must be text").regex(UUID, "key must be a UUID"),
  name: oneLineText("name"),
  email: z
    .string("email must be text")
    .trim()
    .min(1, "email is missing")
    .regex(/^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+$/u, "email must be an e-mail address (name@example.com)"),
  phone: z
    .string("phone must be text or null")
    .transform((phone) => oneLine(phone) || null)
    .nullable(),
  service: z.enum(SERVICE_VALUES, `service must be one of ${SERVICE_VALUES.join(", ")}`),
  message: z
    .string("message must be text")
    .transform(withLineBreaks)
    .pipe(z.string().min(1, "message is missing")),
  /** The honeypot: hidden on the page, so filled in only by a bot. */
  [HONEYPOT]: z.string(`${HONEYPOT} must be text`).optional(),
});

export type Enquiry = z.output<typeof EnquirySchema>;

/** A refusal: its status and what the JSON answer says. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly options: { headers?: Record<string, string>; field?: string } = {},
  ) {
    super(message);
  }

  response(): Response {
    const { headers, field } = this.options;
    return jsonResponse(
      this.status,
      field === undefined ? { error: this.message } : { error: this.message, field },
      headers,
    );
  }
}

/**
 * Keys this instance has delivered, oldest first. Per instance only: a host runs many instances and restarts
 * them, so a repeated key reaching another instance is forwarded again. The key travels to the service with the
 * enquiry, so a copy that slips through is visibly the same enquiry.
 */
const delivered = new Map<string, true>();
/** Deliveries under way, by key: a retry that arrives meanwhile waits for the first one's outcome. */
const underWay = new Map<string, Promise<boolean>>();

function remember(key: string) {
  delivered.delete(key);
  delivered.set(key, true);
  while (delivered.size > REMEMBERED_KEYS) {
    const oldest = delivered.keys().next();
    if (oldest.done) break;
    delivered.delete(oldest.value);
  }
}

/** This instance's count of what each client had forwarded. */
const clients = new ClientLimit(CLIENT_ENQUIRIES, CLIENT_WINDOW_MS);

/** Whether delivery is set up on this host, in words staff read (GET /api/enquiry, the host's log). */
function deliveryStatus(forwardUrl: string | undefined): { target: URL | null; words: string } {
  const target = httpUrl(forwardUrl);
  if (target) return { target, words: `set up: enquiries are forwarded to ${target.host}` };
  const why = forwardUrl?.trim() ? "is not an absolute http(s) address" : "is missing";
  return { target, words: `not set up: ENQUIRY_FORWARD_URL ${why}` };
}

/**
 * Answers the site's own pages: a POST of an enquiry is forwarded to the service, or answered with why not; a GET
 * says whether delivery is set up.
 */
export async function handleEnquiry(request: Request, env: EnquiryEnv): Promise<Response> {
  // The settings, read once.
  const { target, words } = deliveryStatus(env.ENQUIRY_FORWARD_URL);
  const send = env.fetch ?? fetch;
  if (request.method === "GET" || request.method === "HEAD") {
    return new Response(request.method === "GET" ? `Enquiry delivery: ${words}.\n` : null, {
      status: target ? 200 : 503,
      headers: { ...FUNCTION_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  try {
    checkRequest(request);
    const enquiry = parseEnquiry(await readBody(request));
    if (target === null) {
      console.error(`/api/enquiry: an enquiry was not delivered: ${words} (set it in the host's settings)`);
      return jsonResponse(NOT_SET_UP, { error: `Enquiry delivery is ${words}` });
    }
    if (enquiry[HONEYPOT]) {
      console.warn(
        "/api/enquiry: an enquiry with the hidden field filled in, as only bots do, was not forwarded",
      );
      return jsonResponse(200, { ok: true });
    }
    if (delivered.has(enquiry.key)) return jsonResponse(200, { ok: true });
    const wait = (env.limit ?? clients).take(env.clientAddress, enquiry.key, Date.now());
    if (wait !== null) {
      return jsonResponse(
        TOO_MANY,
        { error: "Too many enquiries from this connection; it may send another later" },
        { "Retry-After": String(Math.ceil(wait / 1000)) },
      );
    }
    let delivery = underWay.get(enquiry.key);
    if (!delivery) {
      delivery = forward(enquiry, target, send).finally(() => underWay.delete(enquiry.key));
      underWay.set(enquiry.key, delivery);
    }
    if (!(await delivery))
      return jsonResponse(502, { error: "The enquiry could not be delivered; try again later" });
    remember(enquiry.key);
    return jsonResponse(200, { ok: true });
  } catch (error) {
    if (error instanceof Refusal) return error.response();
    throw error;
  }
}

/** Method, origin and type, before the body is read. */
function checkRequest(request: Request) {
  if (request.method !== "POST")
    throw new Refusal(405, "Only POST (an enquiry) and GET (whether delivery is set up) are accepted", {
      headers: { Allow: "GET, HEAD, POST" },
    });
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  const origin = request.headers.get("Origin");
  if (
    (fetchSite !== null && fetchSite !== "same-origin") ||
    (origin !== null && origin !== new URL(request.url).origin)
  )
    throw new Refusal(403, "Enquiries are accepted from this site's own pages only");
  const type = request.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") throw new Refusal(415, "The enquiry must be sent as application/json");
}

/** The body as text, refused past MAX_BODY_BYTES whatever Content-Length says (or when it says nothing). */
async function readBody(request: Request): Promise<string> {
  const tooLarge = new Refusal(413, `The enquiry is larger than ${MAX_BODY_BYTES} bytes`);
  const declared = request.headers.get("Content-Length");
  if (declared !== null && !(/^\d+$/.test(declared.trim()) && Number(declared) <= MAX_BODY_BYTES))
    throw tooLarge;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(body);
  } catch {
    throw new Refusal(400, "The enquiry is not valid UTF-8");
  }
}

/** The enquiry from the body's text: 400 when it is no JSON, 422 naming the first field that is wrong. */
function parseEnquiry(text: string): Enquiry {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Refusal(400, "The enquiry is not valid JSON");
  }
  if (typeof json !== "object" || json === null || Array.isArray(json))
    throw new Refusal(422, "The enquiry must be a JSON object");
  const result = EnquirySchema.safeParse(json);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  if (issue === undefined) throw new Refusal(422, "The enquiry is not valid");
  const key = issue.path[0];
  const field = typeof key === "string" ? key : undefined;
  const missing = field !== undefined && !Object.hasOwn(json, field);
  throw new Refusal(422, missing ? `${field} is missing` : issue.message, { field });
}

/**
 * What the service receives: the enquiry, with a subject and reply-to address mail services read, and labels. Name
 * and phone are one line and no field carries a control character (the schema made them so): none reaches a header.
 */
export function forwardedBody(enquiry: Enquiry) {
  const service = SERVICE_OPTIONS.find((option) => option.value === enquiry.service);
  return {
    _subject: `Website enquiry from ${enquiry.name}`,
    _replyto: enquiry.email,
    name: enquiry.name,
    email: enquiry.email,
    phone: enquiry.phone,
    service: enquiry.service,
    serviceLabel: service?.label ?? enquiry.service,
    message: enquiry.message,
    key: enquiry.key,
  };
}

/** POSTs the enquiry to the service: true on a 2xx answer within FORWARD_TIMEOUT_MS, false otherwise. */
async function forward(enquiry: Enquiry, target: URL, send: typeof fetch): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort();
  }, FORWARD_TIMEOUT_MS);
  try {
    const answer = await send(target.href, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(forwardedBody(enquiry)),
      signal: controller.signal,
    });
    // The answer's body is not needed; reading it frees the connection.
    await answer.arrayBuffer().catch(() => undefined);
    if (answer.ok) return true;
    console.error(`The enquiry service answered ${answer.status}`);
    return false;
  } catch (error) {
    console.error(
      `The enquiry service could not be reached: ${error instanceof Error ? error.message : String(error)}`,
    );
    return false;
  } finally {
    clearTimeout(timer);
  }
}
