// A contact enquiry as the form holds it and as it is sent. Without an endpoint the send is simulated here
// (nothing leaves the browser); with one, endpoint-delivery.ts POSTs it, loaded only then.
import type { ServiceValue } from "~/content/contact";

/** The simulated send takes 1.5 s. */
export const SIMULATED_SEND_MS = 1500;

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
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The send without an endpoint: it only takes its time. */
export function simulateSend(wait: (ms: number) => Promise<void> = sleep): Promise<void> {
  return wait(SIMULATED_SEND_MS);
}
