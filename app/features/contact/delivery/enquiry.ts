// A contact enquiry: as the form holds it (a draft), as Send makes it (with the key that names it from then on),
// and as it is read back from storage (validated field by field, never cast).
import type { ServiceValue } from "~/content/contact-form";

export interface EnquiryDraft {
  name: string;
  email: string;
  phone: string;
  service: ServiceValue | "";
  message: string;
  /** The honeypot: a field people never see, so never fill; a bot that fills every field fills it too. */
  website: string;
}

/** The enquiry as it is POSTed. `key` is made once when Send is pressed and sent again with every retry. */
export interface Enquiry {
  key: string;
  name: string;
  email: string;
  phone: string | null;
  /** One of SERVICE_OPTIONS when it was sent; a kept one is sent as it was, even after the options change. */
  service: string;
  message: string;
  /** The honeypot's text, sent only when something filled it in: the site's function then forwards nothing. */
  website?: string;
}

/** The honeypot field's name, in the form and in what is posted. */
export const HONEYPOT = "website";

export const EMPTY_DRAFT: EnquiryDraft = {
  name: "",
  email: "",
  phone: "",
  service: "",
  message: "",
  website: "",
};

/** Longer than any text typed by hand; a bad or hostile stored value cannot grow past it. */
export const MAX_TEXT_LENGTH = 20_000;

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A random UUID v4. From getRandomValues, which (unlike randomUUID) pages served over plain http have too. */
export function newEnquiryKey(
  random: (bytes: Uint8Array<ArrayBuffer>) => void = (bytes) => crypto.getRandomValues(bytes),
) {
  const bytes = new Uint8Array(16);
  random(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const isEnquiryKey = (value: unknown): value is string => typeof value === "string" && KEY.test(value);

/** The enquiry Send makes: trimmed, an empty phone as null, a new key. Null while a required field is empty. */
export function toEnquiry(draft: EnquiryDraft, key: () => string = newEnquiryKey): Enquiry | null {
  const name = draft.name.trim();
  const email = draft.email.trim();
  const message = draft.message.trim();
  if (!name || !email || !message || draft.service === "") return null;
  const website = draft.website.trim();
  return {
    key: key(),
    name,
    email,
    phone: draft.phone.trim() || null,
    service: draft.service,
    message,
    ...(website && { website }),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function text(record: Record<string, unknown>, key: string): string | null {
  const value = Object.hasOwn(record, key) ? record[key] : undefined;
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= MAX_TEXT_LENGTH ? trimmed : null;
}

/**
 * A stored enquiry, or null when it is not one. Its key is its own, or `key()` for one kept before enquiries had
 * keys (the caller stores it back, so it is made once).
 */
export function parseEnquiry(value: unknown, key: () => string = newEnquiryKey): Enquiry | null {
  if (!isRecord(value)) return null;
  const name = text(value, "name");
  const email = text(value, "email");
  const message = text(value, "message");
  const service = text(value, "service");
  const phone = value.phone === null || value.phone === undefined ? null : text(value, "phone");
  if (name === null || email === null || message === null || service === null || service.length > 64)
    return null;
  if (phone === null && value.phone !== null && value.phone !== undefined) return null;
  const stored = Object.hasOwn(value, "key") ? value.key : undefined;
  if (stored !== undefined && !isEnquiryKey(stored)) return null;
  const website = text(value, HONEYPOT);
  return { key: stored ?? key(), name, email, phone, service, message, ...(website && { website }) };
}
