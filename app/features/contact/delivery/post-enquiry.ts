// POSTs an enquiry to the configured endpoint as JSON and reads the answer by the answer table (answers.ts),
// wherever it comes from: the endpoint itself, or the offline copy's worker that kept it and passes the endpoint's
// answer on.
import { answerOf, KEPT_HEADER, retryAt, TOO_MANY, type Answer } from "./answers";
import type { Enquiry } from "./enquiry";

/** An endpoint that has not answered by then is tried again later, so the button never hangs. */
export const ENDPOINT_TIMEOUT_MS = 15_000;

export interface Posted {
  answer: Answer;
  /** The offline copy's worker keeps it and sends it itself (with `later` only). */
  keptByWorker: boolean;
  /** When it may be tried again (with `later`), in milliseconds since 1970. */
  retryAt: number;
  /** The endpoint limits this client (429): the buyer is told it waits. */
  limited: boolean;
}

export interface PostOptions {
  endpoint: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => number;
}

/** POSTs the enquiry (its key included) with no custom header, which a form service would have to approve. */
export async function postEnquiry(
  enquiry: Enquiry,
  { endpoint, fetch = globalThis.fetch, timeoutMs = ENDPOINT_TIMEOUT_MS, now = Date.now }: PostOptions,
): Promise<Posted> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(enquiry),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return { answer: "later", keptByWorker: false, retryAt: now(), limited: false };
  }
  const { status, headers } = response;
  const answer = answerOf(status);
  if (answer === "refused") console.error(`The contact endpoint refused an enquiry: HTTP ${status}`);
  return {
    answer,
    keptByWorker: answer === "later" && headers.get(KEPT_HEADER) === "1",
    retryAt: retryAt({ status, retryAfter: headers.get("Retry-After") }, now()),
    limited: status === TOO_MANY,
  };
}
