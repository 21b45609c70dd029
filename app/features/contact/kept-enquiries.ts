// The enquiries kept on this device (enquiry-outbox.ts stores them): what is read is validated entry by entry,
// never cast.
import { SERVICE_OPTIONS, type ServiceValue } from "~/content/contact";
import { keptIds, readKept, removeKeptValue, writeKept, type OutboxStorage } from "./enquiry-outbox";
import type { Enquiry } from "./send-enquiry";

/** More than anyone sends offline; a bad or hostile value cannot grow past it. */
export const MAX_KEPT = 20;
/** Longer than any message typed by hand. */
export const MAX_TEXT_LENGTH = 20_000;

export interface KeptEnquiry {
  /** Its key among the kept ones: the time it was kept and a random part. */
  id: string;
  enquiry: Enquiry;
  /** When a page started sending it (milliseconds since 1970): other pages leave it alone meanwhile. */
  sendingSince?: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function text(record: Record<string, unknown>, key: string): string | null {
  const value = Object.hasOwn(record, key) ? record[key] : undefined;
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= MAX_TEXT_LENGTH ? trimmed : null;
}

const isService = (value: unknown): value is ServiceValue =>
  SERVICE_OPTIONS.some((option) => option.value === value);

/** One stored enquiry, or null when it cannot be trusted. */
export function parseEnquiry(value: unknown): Enquiry | null {
  if (!isRecord(value)) return null;
  const name = text(value, "name");
  const email = text(value, "email");
  const message = text(value, "message");
  const phone = value.phone === null ? null : text(value, "phone");
  const service = value.service;
  if (name === null || email === null || message === null || !isService(service)) return null;
  if (!email.includes("@") || (phone === null && value.phone !== null)) return null;
  return { name, email, phone, service, message };
}

/** One kept value: the enquiry, and since when a page has been sending it; null when it cannot be trusted. */
export function parseKept(value: unknown): Omit<KeptEnquiry, "id"> | null {
  if (!isRecord(value)) return null;
  const enquiry = parseEnquiry(value.enquiry);
  if (!enquiry) return null;
  const since = value.sendingSince;
  return typeof since === "number" && Number.isFinite(since) ? { enquiry, sendingSince: since } : { enquiry };
}

/** The kept enquiries that can be trusted, oldest first; any other value under their prefix is deleted. */
export function loadOutbox(storage: OutboxStorage | null): KeptEnquiry[] {
  const kept: KeptEnquiry[] = [];
  for (const id of keptIds(storage)) {
    const value = parseKept(readKept(storage, id));
    if (value && kept.length < MAX_KEPT) kept.push({ id, ...value });
    else removeKeptValue(storage, id);
  }
  return kept;
}

/**
 * Keeps an enquiry to send later. False when it cannot be kept (no storage, storage full, MAX_KEPT reached, or
 * an enquiry that would not read back): the caller then keeps what was typed on screen instead.
 */
export function keepEnquiry(storage: OutboxStorage | null, enquiry: Enquiry, now = Date.now()): boolean {
  if (keptIds(storage).length >= MAX_KEPT || parseEnquiry(enquiry) === null) return false;
  const id = `${now.toString(36).padStart(9, "0")}-${Math.random().toString(36).slice(2, 10)}`;
  return writeKept(storage, id, { enquiry });
}

/** Removes a kept enquiry once it has been sent. */
export function removeKept(storage: OutboxStorage | null, id: string): void {
  removeKeptValue(storage, id);
}

/**
 * Marks a kept enquiry as being sent since `now`, or no longer (undefined); false when storage refused. Another
 * tab reads a write a moment later than this one does: the mark, written before the send, reaches it long before
 * the removal after it.
 */
export function markSending(
  storage: OutboxStorage | null,
  kept: KeptEnquiry,
  now: number | undefined,
): boolean {
  return writeKept(
    storage,
    kept.id,
    now === undefined ? { enquiry: kept.enquiry } : { enquiry: kept.enquiry, sendingSince: now },
  );
}

/** How many enquiries wait on this device. */
export function keptCount(storage: OutboxStorage | null): number {
  return loadOutbox(storage).length;
}
