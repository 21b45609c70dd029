// The rules by which the worker keeps and replays enquiries (pure, tested); enquiry-sync.ts applies them to
// workbox-background-sync's queue.
import { answerOf, retryAt, type Undelivered } from "../features/contact/delivery/answers";

/** The workbox-background-sync queue (IndexedDB) of the enquiries waiting to be sent. */
export const ENQUIRIES_QUEUE = "enquiries";
/** The store (workbox-background-sync's, beside the queue) of those that cannot be delivered, kept to be shown. */
export const UNDELIVERED_STORE = "enquiries-undelivered";
/** How long the worker waits for the endpoint's answer before keeping the enquiry. */
export const ENQUIRY_TIMEOUT_MS = 10_000;

/** One try at the endpoint: its status and Retry-After, or a null status for no answer (none in time). */
export interface Attempt {
  status: number | null;
  retryAfter: string | null;
}

/** A key as the page makes it (a UUID). */
const KEY = /^[A-Za-z0-9-]{1,64}$/;

/** The key of an enquiry's JSON body, or null when the body is not an enquiry with a usable key. */
export function enquiryKey(body: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null || !("key" in parsed)) return null;
  const { key } = parsed;
  return typeof key === "string" && KEY.test(key) ? key : null;
}

/** What the queue keeps beside each request: its key, and when it may be tried again. */
export interface Kept {
  key: string;
  retryAt: number;
}

/** The metadata of a queue entry, read back (an entry kept with none, or a bad one, is due at once). */
export function keptOf(metadata: object | undefined): Kept {
  const record: Partial<Record<keyof Kept, unknown>> = metadata ?? {};
  return {
    key: typeof record.key === "string" ? record.key : "",
    retryAt: typeof record.retryAt === "number" && Number.isFinite(record.retryAt) ? record.retryAt : 0,
  };
}

/**
 * The endpoint's address as requests name it, or null for none: an absolute URL as it is, a site path ("/api/...")
 * on the worker's own origin.
 */
export function endpointUrl(endpoint: string | null, origin: string): string | null {
  if (endpoint === null || endpoint === "") return null;
  return new URL(endpoint, origin).href;
}

export interface ReplaySteps<Entry> {
  /** The oldest waiting entry, left in the queue; undefined when none waits. */
  first: () => Promise<Entry | undefined>;
  /** When it may be tried. */
  due: (entry: Entry) => number;
  /** Tries to deliver it; never throws. */
  send: (entry: Entry) => Promise<Attempt>;
  /** Keeps it first in the queue, to be tried again at `retryAt`. */
  wait: (entry: Entry, retryAt: number) => Promise<void>;
  /** Takes it out of the queue for good: delivered, or undeliverable (kept to be shown with its answer). */
  settle: (entry: Entry, answer: "delivered" | Undelivered) => Promise<void>;
}

/**
 * Tries the waiting enquiries, oldest first, by the answer table: delivered, dropped; refused or not set up, set
 * aside to be shown, and the next one is tried (one never holds back the others). An enquiry that must wait (its
 * time not come, or the endpoint asks to try later) stops the round: the endpoint is not taking enquiries now, and
 * the ones after it wait their turn. Each stays in the queue while it is sent, so a worker stopped meanwhile loses
 * none.
 * @returns "done" when none waits any more, "waiting" when some do
 */
export async function replayKept<Entry>(
  steps: ReplaySteps<Entry>,
  now = Date.now,
): Promise<"done" | "waiting"> {
  for (let entry = await steps.first(); entry !== undefined; entry = await steps.first()) {
    if (steps.due(entry) > now()) return "waiting";
    const attempt = await steps.send(entry);
    const answer = answerOf(attempt.status);
    if (answer === "later") {
      await steps.wait(entry, retryAt(attempt, now()));
      return "waiting";
    }
    await steps.settle(entry, answer);
  }
  return "done";
}
