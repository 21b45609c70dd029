// The page's own outbox: the enquiries this device keeps itself, because no worker with Background Sync took them
// (Safari, Firefox, a first visit before the worker, the offline copy switched off). The page owns these, the worker
// never sees them: they are sent by whichever page of the site is open when there is signal, one tab at a time, by
// the answer table (answers.ts). Each is stored under a key of its own in localStorage, validated when read; a value
// that is not one is deleted, never one because the build changed. Plain TypeScript: any page can run it.
import { keepStorage } from "~/lib/keep-storage";
import { isUndelivered, type Undelivered } from "./answers";
import { parseEnquiry, type Enquiry } from "./enquiry";
import { ENDPOINT_TIMEOUT_MS, postEnquiry, type PostOptions } from "./post-enquiry";

/** Each kept enquiry is stored under this prefix and its id. */
export const OUTBOX_KEY_PREFIX = "industrial-suppliers-contact-outbox:";
const ID = /^[a-z0-9-]{1,64}$/;
/** More than anyone sends offline; a bad or hostile value cannot grow past it. */
export const MAX_KEPT = 20;

/** The part of the Web Storage API the outbox uses, so tests can pass a fake or a throwing one. */
export type OutboxStorage = Pick<Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;

/** A kept enquiry; `id` is its name among them (the time it was kept, then its key: the oldest sorts first). */
export interface Kept {
  id: string;
  enquiry: Enquiry;
  /** It cannot be delivered: shown with its text until the buyer dismisses it, never sent again. */
  undelivered?: Undelivered;
  /** Not tried again before then (milliseconds since 1970): the endpoint asked to wait. */
  retryAt?: number;
  /** When a page started sending it (milliseconds since 1970): other tabs leave it alone meanwhile. */
  sendingSince?: number;
}

type Stored = Omit<Kept, "id">;

/** The browser's localStorage, or null where there is none (prerendering) or reading it throws. */
export function browserStorage(): OutboxStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function keptIds(storage: OutboxStorage | null): string[] {
  const ids: string[] = [];
  try {
    for (let index = 0; storage && index < storage.length; index++) {
      const key = storage.key(index);
      const id = key?.startsWith(OUTBOX_KEY_PREFIX) ? key.slice(OUTBOX_KEY_PREFIX.length) : "";
      if (ID.test(id)) ids.push(id);
    }
  } catch {
    return [];
  }
  return ids.sort();
}

/** Whether anything is kept, without reading it: cheap enough for every page. */
export const hasKept = (storage: OutboxStorage | null): boolean => keptIds(storage).length > 0;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const time = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : undefined);

/** One stored value, or null when it is none. An enquiry kept before enquiries had keys is given one. */
export function parseKept(value: unknown, key?: () => string): Stored | null {
  if (!isRecord(value)) return null;
  const enquiry = parseEnquiry(value.enquiry, key);
  if (!enquiry) return null;
  // Kept by an earlier build, a refusal was `refused: true`.
  const undelivered = value.refused === true ? "refused" : value.undelivered;
  const retryAt = time(value.retryAt);
  const sendingSince = time(value.sendingSince);
  return {
    enquiry,
    ...(isUndelivered(undelivered) && { undelivered }),
    ...(retryAt !== undefined && { retryAt }),
    ...(sendingSince !== undefined && { sendingSince }),
  };
}

const listeners = new Set<() => void>();

/** Stores a kept enquiry, or removes it (`value` null); false when storage refused. Tells this page's listeners. */
function write(storage: OutboxStorage | null, id: string, value: Stored | null): boolean {
  try {
    if (value) storage?.setItem(OUTBOX_KEY_PREFIX + id, JSON.stringify(value));
    else storage?.removeItem(OUTBOX_KEY_PREFIX + id);
  } catch {
    // Storage that refuses: a value left is read (and validated) again next time.
    return false;
  }
  for (const listener of listeners) listener();
  return storage !== null;
}

/** Removes a kept enquiry: sent, handed to the worker, or an undelivered one the buyer has dismissed. */
export const removeKept = (storage: OutboxStorage | null, id: string) => void write(storage, id, null);

/** The kept enquiries, oldest first; a value under the prefix that is not one is deleted. */
export function loadOutbox(storage: OutboxStorage | null): Kept[] {
  const kept: Kept[] = [];
  for (const id of keptIds(storage)) {
    let raw: unknown = null;
    try {
      raw = JSON.parse(storage?.getItem(OUTBOX_KEY_PREFIX + id) ?? "null");
    } catch {
      // Not JSON: deleted below.
    }
    const value = parseKept(raw);
    if (!value) {
      removeKept(storage, id);
      continue;
    }
    // A key made just now for an enquiry that had none is stored, so that every try sends the same one.
    if (isRecord(raw) && isRecord(raw.enquiry) && raw.enquiry.key === undefined) write(storage, id, value);
    kept.push({ id, ...value });
  }
  return kept.slice(0, MAX_KEPT);
}

/**
 * Keeps an enquiry to send later. False when it cannot be kept (no storage, storage full, MAX_KEPT reached, or one
 * that would not read back): the caller then keeps what was typed on screen instead.
 */
export function keepEnquiry(
  storage: OutboxStorage | null,
  enquiry: Enquiry,
  { retryAt, now = Date.now() }: { retryAt?: number; now?: number } = {},
): boolean {
  if (keptIds(storage).length >= MAX_KEPT || parseEnquiry(enquiry, () => "") === null) return false;
  const id = `${now.toString(36).padStart(9, "0")}-${enquiry.key}`;
  return (
    ID.test(id) && write(storage, id, { enquiry, ...(retryAt !== undefined && retryAt > now && { retryAt }) })
  );
}

/** Calls `listener` whenever this page or another tab changes what is kept. */
export function subscribeOutbox(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(OUTBOX_KEY_PREFIX)) listener();
  };
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * What became of an enquiry sent from the form: delivered; kept (by this page, or by the worker), to be sent when
 * the endpoint can take it, `limited` when the endpoint limits this client; undelivered (refused, or not set up:
 * the form keeps the text and offers WhatsApp and e-mail); or failed (it could not even be kept).
 */
export type Delivery =
  | { kind: "delivered" }
  | { kind: "kept"; limited: { retryAt: number } | null }
  | { kind: "undelivered"; answer: Undelivered }
  | { kind: "failed" };

/** Sends the enquiry from the form: one POST; what must wait is kept here unless the worker kept it. */
export async function deliver(enquiry: Enquiry, options: PostOptions): Promise<Delivery> {
  const posted = await postEnquiry(enquiry, options);
  if (posted.answer === "delivered") return { kind: "delivered" };
  if (posted.answer !== "later") return { kind: "undelivered", answer: posted.answer };
  if (!posted.keptByWorker && !keepEnquiry(browserStorage(), enquiry, { retryAt: posted.retryAt }))
    return { kind: "failed" };
  keepStorage();
  return { kind: "kept", limited: posted.limited ? { retryAt: posted.retryAt } : null };
}

/** Tabs of the site take turns sending, so an enquiry kept once is sent once. */
export const OUTBOX_LOCK = "contact-outbox";
/** A mark older than this was left by a page closed while sending: the enquiry is sent again. */
export const SENDING_EXPIRES_MS = 4 * ENDPOINT_TIMEOUT_MS;

export interface SendOptions extends PostOptions {
  storage: OutboxStorage | null;
  /** Whether the device has signal: navigator.onLine. */
  online?: () => boolean;
  /** Runs the task while no other tab runs it: the Web Locks API. */
  exclusive?: <T>(task: () => Promise<T>) => Promise<T>;
}

/** What a round did: how many were delivered, handed to the worker, found undeliverable, or tried and kept. */
export type SendResult = Record<"delivered" | "handed" | "undelivered" | "later", number>;

/** The Web Locks API, where there is one (every browser since 2022). */
const webLock = <T>(task: () => Promise<T>): Promise<T> =>
  "locks" in navigator ? navigator.locks.request(OUTBOX_LOCK, task) : task();

/**
 * Tries the kept enquiries, oldest first, each with the key it was kept with, by the answer table: one that cannot
 * be delivered is set aside and holds back no other; one that must wait (its time not come, or the endpoint asks
 * to try later) ends the round, as does the signal going. Each is marked as being sent before it is: the tab whose
 * turn comes next skips it even if the outcome has not reached it yet (tabs see each other's writes a moment late).
 */
export function sendOutbox({
  storage,
  online = () => navigator.onLine,
  exclusive = webLock,
  now = Date.now,
  ...post
}: SendOptions): Promise<SendResult> {
  // Read inside the turn: another tab may have sent them meanwhile.
  return exclusive(async () => {
    const result: SendResult = { delivered: 0, handed: 0, undelivered: 0, later: 0 };
    for (const { id, enquiry, undelivered, retryAt = 0, sendingSince } of loadOutbox(storage)) {
      if (undelivered || (sendingSince !== undefined && now() - sendingSince < SENDING_EXPIRES_MS)) continue;
      if (retryAt > now() || !online() || !write(storage, id, { enquiry, sendingSince: now() })) break;
      const posted = await postEnquiry(enquiry, { ...post, now });
      if (posted.answer === "later" && !posted.keptByWorker) {
        write(storage, id, { enquiry, retryAt: posted.retryAt });
        result.later += 1;
        break;
      }
      if (isUndelivered(posted.answer)) {
        write(storage, id, { enquiry, undelivered: posted.answer });
        result.undelivered += 1;
        continue;
      }
      removeKept(storage, id);
      result[posted.keptByWorker ? "handed" : "delivered"] += 1;
    }
    return result;
  });
}
