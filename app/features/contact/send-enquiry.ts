// Sends a contact enquiry: simulated by default (nothing leaves the browser), POSTed as JSON when an endpoint is configured.
import type { ServiceValue } from "~/content/contact";

/** The simulated send takes 1.5 s. */
export const SIMULATED_SEND_MS = 1500;
/** A configured endpoint that has not answered by then counts as failed, so the button never hangs. */
export const ENDPOINT_TIMEOUT_MS = 15_000;

export interface EnquiryDraft {
  name: string;
  email: string;
  phone: string;
  service: ServiceValue | "";
  message: string;
}

export interface Enquiry {
  name: string;
  email: string;
  phone: string | null;
  service: ServiceValue;
  message: string;
}

export const EMPTY_DRAFT: EnquiryDraft = { name: "", email: "", phone: "", service: "", message: "" };

/** The enquiry as it is sent: trimmed, with an empty phone as null. Null while a required field is empty. */
export function toEnquiry(draft: EnquiryDraft): Enquiry | null {
  const name = draft.name.trim();
  const email = draft.email.trim();
  const message = draft.message.trim();
  if (!name || !email || !message || draft.service === "") return null;
  return { name, email, phone: draft.phone.trim() || null, service: draft.service, message };
}

export interface SendOptions {
  /** site.contactEndpoint: null means "simulate only". */
  endpoint: string | null;
  fetch?: typeof fetch;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves when the enquiry is delivered (or the simulation is done); rejects when delivery failed. */
export async function sendEnquiry(enquiry: Enquiry, options: SendOptions): Promise<void> {
  const { endpoint, fetch: doFetch = globalThis.fetch, wait = sleep } = options;
  if (endpoint === null) {
    await wait(SIMULATED_SEND_MS);
    return;
  }
  const response = await doFetch(endpoint, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(enquiry),
    signal: AbortSignal.timeout(ENDPOINT_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Contact endpoint answered HTTP ${response.status}`);
}
