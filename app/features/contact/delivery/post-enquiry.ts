// POSTs an enquiry to the configured endpoint as JSON and reads the answer the same way wherever it comes from:
// the endpoint itself, or the offline copy's worker answering for it.
import type { Enquiry } from "./enquiry";
import { KEPT_HEADER } from "~/service-worker/enquiries";

/** An endpoint that has not answered by then is tried again later, so the button never hangs. */
export const ENDPOINT_TIMEOUT_MS = 15_000;

/**
 * What became of a POST: `sent` (the endpoint has it), `kept-by-worker` (the offline copy's worker keeps it and
 * sends it itself), `later` (no answer, or one that asks to try again: 408, 429, 5xx) or `refused` (any other
 * answer: sending it again would not help).
 */
export type Answer = "sent" | "kept-by-worker" | "later" | "refused";

/** The answer an HTTP response means; `kept` is whether it carries `Enquiry-Kept: 1`. */
export function answerOf(status: number, kept: boolean): Answer {
  if (kept) return "kept-by-worker";
  if (status >= 200 && status < 300) return "sent";
  if (status === 408 || status === 429 || status >= 500 || status < 200) return "later";
  return "refused";
}

export interface PostOptions {
  endpoint: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** POSTs the enquiry (its key included) with no custom header, which a form service would have to approve. */
export async function postEnquiry(
  enquiry: Enquiry,
  { endpoint, fetch = globalThis.fetch, timeoutMs = ENDPOINT_TIMEOUT_MS }: PostOptions,
): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(enquiry),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return "later";
  }
  const answer = answerOf(response.status, response.headers.get(KEPT_HEADER) === "1");
  if (answer === "refused") console.error(`The contact endpoint refused an enquiry: HTTP ${response.status}`);
  return answer;
}
