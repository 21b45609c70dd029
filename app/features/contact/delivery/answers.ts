// What each answer to an enquiry's POST means, written once for the three that give or read it: the site's function
// (server/enquiry.ts answers by it), the offline copy's worker (app/service-worker/enquiries.ts keeps by it) and the
// page (post-enquiry.ts, outbox.ts). Plain values only: it runs in the function, the worker and the page.

/**
 * - delivered: the endpoint has it (2xx; a key it already has is answered 2xx again);
 * - refused: refused for good (400, 403, 413, 415, 422: any 4xx but 408 and 429, and any status no rule names):
 *   the buyer sees why, with WhatsApp and e-mail offered, and it is never sent again;
 * - later: 408, 429, any 5xx but 501, or no answer: kept and tried again, never before its Retry-After;
 * - not-set-up: 501, the site's function has nowhere to forward it (the host lacks ENQUIRY_FORWARD_URL): told at
 *   once, with WhatsApp and e-mail offered, and never kept nor sent again.
 */
export type Answer = "delivered" | "refused" | "later" | "not-set-up";

/** The answers that end an enquiry's way through this channel: the buyer is offered WhatsApp and e-mail instead. */
export type Undelivered = Extract<Answer, "refused" | "not-set-up">;

export const isUndelivered = (answer: unknown): answer is Undelivered =>
  answer === "refused" || answer === "not-set-up";

/** The status the site's function answers with while the host has no forwarding address set. */
export const NOT_SET_UP = 501;
/** The status the site's function answers a client past its limit with, Retry-After set. */
export const TOO_MANY = 429;

/** The answer a status means; null is no answer at all (no signal, no server, or none in time). */
export function answerOf(status: number | null): Answer {
  if (status === null) return "later";
  if (status >= 200 && status < 300) return "delivered";
  if (status === NOT_SET_UP) return "not-set-up";
  if (status === 408 || status === TOO_MANY || (status >= 500 && status < 600)) return "later";
  return "refused";
}

/** How long an answer that asked to wait without saying how long holds its enquiry back. */
export const WAIT_AFTER_ERROR_MS = 30_000;
/** The longest wait a Retry-After can ask for: a wrong or hostile value holds an enquiry back no longer. */
export const MAX_WAIT_MS = 24 * 60 * 60 * 1000;

/** Retry-After (seconds, or an HTTP date in GMT) as milliseconds from `now`, at most MAX_WAIT_MS; null when unreadable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  const value = header?.trim() ?? "";
  const until = /^\d+$/.test(value)
    ? now + Number(value) * 1000
    : / GMT$/.test(value)
      ? Date.parse(value)
      : NaN;
  return Number.isNaN(until) ? null : Math.min(Math.max(until - now, 0), MAX_WAIT_MS);
}

/**
 * When an enquiry that must wait is tried again (milliseconds since 1970): after no answer, at the next chance
 * (the signal may be back in a second); after an answer, once its Retry-After has passed, or WAIT_AFTER_ERROR_MS.
 * So a browser that fires its sync the moment the enquiry is kept does not send it a second time at once.
 */
export function retryAt(attempt: { status: number | null; retryAfter: string | null }, now: number): number {
  if (attempt.status === null) return now;
  return now + (retryAfterMs(attempt.retryAfter, now) ?? WAIT_AFTER_ERROR_MS);
}

/** The header of the worker's own answer to an enquiry it keeps: the endpoint's answer (or 504, none) passed on. */
export const KEPT_HEADER = "Enquiry-Kept";
