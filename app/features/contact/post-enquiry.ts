// Sends an enquiry to the configured endpoint, POSTed as JSON.
import type { Enquiry } from "./send-enquiry";

/** An endpoint that has not answered by then counts as failed, so the button never hangs. */
export const ENDPOINT_TIMEOUT_MS = 15_000;

export interface PostOptions {
  endpoint: string;
  fetch?: typeof fetch;
}

/** Resolves when the endpoint has the enquiry; rejects when it refused it or could not be reached. */
export async function postEnquiry(enquiry: Enquiry, { endpoint, fetch = globalThis.fetch }: PostOptions) {
  const response = await fetch(endpoint, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(enquiry),
    signal: AbortSignal.timeout(ENDPOINT_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Contact endpoint answered HTTP ${response.status}`);
}
