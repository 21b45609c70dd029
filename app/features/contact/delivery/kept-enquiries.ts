// The page's own outbox: the enquiries this device keeps because the endpoint could not take them yet (no signal,
// no answer in time, or an answer that asks to try later), stored by enquiry-outbox.ts, and their retry. Each is
// tried on its own: one the endpoint refuses for good is set aside (kept, to be shown with its text, never tried
// again) and never holds back the others. What is read is validated entry by entry; an entry is deleted only when
// it is not an enquiry at all, never because the build changed.
import { keptIds, readKept, removeKeptValue, writeKept, type OutboxStorage } from "./enquiry-outbox";
import { parseEnquiry, type Enquiry } from "./enquiry";
import { ENDPOINT_TIMEOUT_MS, postEnquiry, type PostOptions } from "./post-enquiry";

/** More than anyone sends offline; a bad or hostile value cannot grow past it. */
export const MAX_KEPT = 20;

export interface KeptEnquiry {
  /** Its name among the kept ones: the time it was kept, then its key. */
  id: string;
  enquiry: Enquiry;
  /** The endpoint refused it for good: shown with its text until the buyer dismisses it, never sent again. */
  refused?: true;
  /** When a page started sending it (milliseconds since 1970): other pages leave it alone meanwhile. */
  sendingSince?: number;
}

type Stored = Omit<KeptEnquiry, "id">;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** One kept value, or null when it is not one. An enquiry kept before enquiries had keys is given one. */
export function parseKept(value: unknown, key?: () => string): Stored | null {
  if (!isRecord(value)) return null;
  const enquiry = parseEnquiry(value.enquiry, key);
  if (!enquiry) return null;
  const since = value.sendingSince;
  return {
    enquiry,
    ...(value.refused === true && { refused: true as const }),
    ...(typeof since === "number" && Number.isFinite(since) && { sendingSince: since }),
  };
}

const stored = ({ enquiry, refused, sendingSince }: Stored): Stored => ({
  enquiry,
  ...(refused && { refused }),
  ...(sendingSince !== undefined && { sendingSince }),
});

/** The kept enquiries, oldest first; a value under their prefix that is not one is deleted. */
export function loadOutbox(storage: OutboxStorage | null): KeptEnquiry[] {
  const kept: KeptEnquiry[] = [];
  for (const id of keptIds(storage)) {
    const raw = readKept(storage, id);
    const value = parseKept(raw);
    if (!value) {
      if (raw !== null) removeKeptValue(storage, id);
      continue;
    }
    // A key made just now for an enquiry that had none is stored, so that every retry sends the same one.
    if (isRecord(raw) && isRecord(raw.enquiry) && raw.enquiry.key === undefined)
      writeKept(storage, id, stored(value));
    kept.push({ id, ...value });
  }
  return kept.slice(0, MAX_KEPT);
}

/**
 * Keeps an enquiry to send later. False when it cannot be kept (no storage, storage full, MAX_KEPT reached, or
 * one that would not read back): the caller then keeps what was typed on screen instead.
 */
export function keepEnquiry(storage: OutboxStorage | null, enquiry: Enquiry, now = Date.now()): boolean {
  if (keptIds(storage).length >= MAX_KEPT || parseEnquiry(enquiry, () => "") === null) return false;
  return writeKept(storage, `${now.toString(36).padStart(9, "0")}-${enquiry.key}`, { enquiry });
}

/** Removes a kept enquiry: sent, handed to the worker, or a refused one the buyer has dismissed. */
export function removeKept(storage: OutboxStorage | null, id: string): void {
  removeKeptValue(storage, id);
}

/** Tabs of the site take turns sending, so an enquiry kept once is sent once. */
export const OUTBOX_LOCK = "contact-outbox";
/** A mark older than this was left by a page closed while sending: the enquiry is sent again. */
export const SENDING_EXPIRES_MS = 4 * ENDPOINT_TIMEOUT_MS;

export interface SendKeptOptions extends PostOptions {
  storage: OutboxStorage | null;
  /** Whether the device has signal: navigator.onLine. */
  online?: () => boolean;
  /** Runs the task while no other tab runs it: the Web Locks API. */
  exclusive?: <T>(task: () => Promise<T>) => Promise<T>;
  now?: () => number;
}

/** What a round of sending did: how many were sent, handed to the worker, refused for good, or are kept still. */
export interface SendKeptResult {
  sent: number;
  handed: number;
  refused: number;
  later: number;
}

let queue: Promise<unknown> = Promise.resolve();

/** The Web Locks API where there is one; else, one task at a time in this tab. */
function webLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== "undefined" && "locks" in navigator)
    return navigator.locks.request(OUTBOX_LOCK, task);
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Tries every kept enquiry once, oldest first, each with the key it was kept with; stops only when the signal
 * goes. Each is marked as being sent before it is: the tab whose turn comes next skips it even if the outcome has
 * not reached it yet (tabs see each other's writes a moment late).
 */
export function sendKept({
  storage,
  online = () => navigator.onLine,
  exclusive = webLock,
  now = Date.now,
  ...post
}: SendKeptOptions): Promise<SendKeptResult> {
  // Read inside the turn: another tab may have sent them meanwhile.
  return exclusive(async () => {
    const result: SendKeptResult = { sent: 0, handed: 0, refused: 0, later: 0 };
    for (const kept of loadOutbox(storage)) {
      const { id, enquiry, refused, sendingSince } = kept;
      if (refused || (sendingSince !== undefined && now() - sendingSince < SENDING_EXPIRES_MS)) continue;
      if (!online() || !writeKept(storage, id, stored({ enquiry, sendingSince: now() }))) break;
      const answer = await postEnquiry(enquiry, post);
      if (answer === "later") {
        writeKept(storage, id, { enquiry });
        result.later += 1;
      } else if (answer === "refused") {
        writeKept(storage, id, { enquiry, refused: true });
        result.refused += 1;
      } else {
        removeKept(storage, id);
        result[answer === "sent" ? "sent" : "handed"] += 1;
      }
    }
    return result;
  });
}
