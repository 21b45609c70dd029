// The site's enquiry function, `/api/enquiry`: checks a buyer's enquiry and forwards it to the mail or form service
// set in the host (ENQUIRY_FORWARD_URL), which accepts JSON. Written to the Web standard (Request to Response) and
// nothing else, so each host's adapter (functions/ for Cloudflare Pages, netlify/functions/ for Netlify, the Vercel
// build's edge function) only hands it the request and the settings.
//
// Every refusal is a 4xx with a short JSON `{ "error": "..." }`, and nothing is forwarded. The page treats 2xx as
// delivered, 502/503 as "try again later" (it keeps the enquiry), and any other 4xx as refused for good.
import * as v from "valibot";
import { SERVICE_OPTIONS } from "../app/content/contact";
import { httpUrl, jsonResponse } from "./responses";

/** The host's settings for this function, as its adapter hands them over. */
export interface EnquiryEnv {
  /** The service's address: an absolute http(s) URL that takes a JSON POST. */
  ENQUIRY_FORWARD_URL?: string;
  /** The fetch used to reach the service (the global one when absent). */
  fetch?: typeof fetch;
}

/** The largest body taken, in bytes: far past any enquiry typed by hand. */
export const MAX_BODY_BYTES = 16_384;
/** How long the service may take to answer before the page is told to try again later. */
export const FORWARD_TIMEOUT_MS = 10_000;
/** How many delivered keys an instance remembers (the oldest is forgotten first). */
export const REMEMBERED_KEYS = 1_000;

const SERVICE_VALUES = SERVICE_OPTIONS.map((option) => option.value);

const blankIsMissing = (field: string) =>
  v.pipe(v.string(`${field} must be text`), v.trim(), v.nonEmpty(`${field} is missing`));

/** The enquiry as the page POSTs it; other fields are ignored. */
const EnquirySchema = v.object({
  key: v.pipe(v.string("key must be text"), v.uuid("key must be a UUID")),
  name: blankIsMissing("name"),
  email: v.pipe(
    blankIsMissing("email"),
    v.regex(/^[^\s@]+@[^\s@]+$/, "email must be an e-mail address (name@example.com)"),
  ),
  phone: v.nullable(v.pipe(v.string("phone must be text or null"), v.trim())),
  service: v.picklist(SERVICE_VALUES, `service must be one of ${SERVICE_VALUES.join(", ")}`),
  message: blankIsMissing("message"),
});

export type Enquiry = v.InferOutput<typeof EnquirySchema>;

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

/** Answers a POST of an enquiry from the site's own pages: forwarded to the service, or refused with a reason. */
export async function handleEnquiry(request: Request, env: EnquiryEnv): Promise<Response> {
  // The settings, read once.
  const forwardUrl = env.ENQUIRY_FORWARD_URL;
  const send = env.fetch ?? fetch;
  try {
    checkRequest(request);
    const enquiry = parseEnquiry(await readBody(request));
    const target = httpUrl(forwardUrl);
    if (target === null) {
      if (forwardUrl?.trim()) console.error("ENQUIRY_FORWARD_URL is not an absolute http(s) address");
      return jsonResponse(503, { error: "Enquiry delivery is not configured" });
    }
    if (delivered.has(enquiry.key)) return jsonResponse(200, { ok: true });
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
    throw new Refusal(405, "Only POST is accepted", { headers: { Allow: "POST" } });
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
  const result = v.safeParse(EnquirySchema, json);
  if (result.success) return result.output;
  const [issue] = result.issues;
  const key = issue.path?.[0]?.key;
  const field = typeof key === "string" ? key : undefined;
  const missing = field !== undefined && !Object.hasOwn(json, field);
  throw new Refusal(422, missing ? `${field} is missing` : issue.message, { field });
}

/** What the service receives: the enquiry, with a subject and reply-to address mail services read, and labels. */
export function forwardedBody(enquiry: Enquiry) {
  const service = SERVICE_OPTIONS.find((option) => option.value === enquiry.service);
  return {
    _subject: `Website enquiry from ${enquiry.name}`,
    _replyto: enquiry.email,
    name: enquiry.name,
    email: enquiry.email,
    phone: enquiry.phone || null,
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
