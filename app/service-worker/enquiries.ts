// Enquiries the worker keeps while the endpoint cannot take them, and how it replays them (pure, tested).

/** The Cache API cache the page reads kept and refused enquiries from; no new build ever deletes it. */
export const ENQUIRIES_CACHE = "enquiries";
/** The workbox-background-sync queue (in IndexedDB) that holds the kept requests themselves. */
export const ENQUIRIES_QUEUE = "enquiries";
/** The message every window of the site gets after the worker changed what it keeps. */
export const ENQUIRIES_CHANGED = "ENQUIRIES_CHANGED";
/** The header of the worker's own answer that tells the page the enquiry is kept. */
export const KEPT_HEADER = "Enquiry-Kept";
/** How long the worker waits for the endpoint's answer before keeping the enquiry. */
export const ENQUIRY_TIMEOUT_MS = 10_000;

/**
 * - delivered: the endpoint has it (2xx; a repeated key answers 2xx without a second copy);
 * - refused: refused for good (any other 4xx, or an answer that is neither success nor a passing failure):
 *   never tried again, the buyer is told;
 * - later: 408, 429, 5xx, no answer or none in time: kept and tried again.
 */
export type Outcome = "delivered" | "refused" | "later";

/** What became of one attempt to deliver: the endpoint's status, or no answer (network error, timeout). */
export function outcomeOf(status: number | null): Outcome {
  if (status === null) return "later";
  if (status >= 200 && status < 300) return "delivered";
  if (status === 408 || status === 429 || (status >= 500 && status < 600)) return "later";
  return "refused";
}

/** A key as the page makes it (a UUID): safe in a cache entry's address. */
const KEY = /^[A-Za-z0-9-]{1,64}$/;

/** The key of an enquiry's JSON body, or null when the body is not an enquiry with a usable key. */
export function enquiryKey(body: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed) || !("key" in parsed))
    return null;
  const { key } = parsed;
  return typeof key === "string" && KEY.test(key) ? key : null;
}

/** Where the mirror keeps one enquiry, on the site's origin: `/__enquiries/kept/<key>` or `.../refused/<key>`. */
export function mirrorPath(state: "kept" | "refused", key: string): string {
  return `/__enquiries/${state}/${encodeURIComponent(key)}`;
}

/**
 * The endpoint's address as requests name it, or null for none: an absolute URL as it is, a site path ("/api/...")
 * on the worker's own origin.
 */
export function endpointUrl(endpoint: string | null, origin: string): string | null {
  if (endpoint === null || endpoint === "") return null;
  return new URL(endpoint, origin).href;
}

/** Whether the worker handles this request itself: a POST to the build's endpoint. */
export function isEnquiryPost(request: { method: string; url: string }, endpoint: string | null): boolean {
  return endpoint !== null && request.method === "POST" && request.url === endpoint;
}

/** Thrown when an enquiry must wait: the sync event fails, so the browser fires it again later. */
export class TryLaterError extends Error {
  constructor(readonly key: string) {
    super(`the enquiry ${key} could not be delivered yet; it stays kept`);
    this.name = "TryLaterError";
  }
}

export interface ReplaySteps<Entry> {
  /** Takes the oldest kept enquiry out of the queue; undefined when none is left. */
  next: () => Promise<Entry | undefined>;
  /** Tries to deliver it; never throws (no answer is "later"). */
  send: (entry: Entry) => Promise<Outcome>;
  /** Puts it back at the front of the queue, as it was. */
  putBack: (entry: Entry) => Promise<void>;
  /** After it was delivered or refused for good (and is out of the queue): the mirror and the page learn it. */
  settled: (entry: Entry, outcome: "delivered" | "refused") => Promise<void>;
  key: (entry: Entry) => string;
}

/**
 * Replays the kept enquiries oldest first. Delivered: dropped. Refused for good: dropped and recorded, and the
 * next one is tried (a refusal never holds back the others). Try later: put back where it was, and the replay
 * stops and throws, so the browser fires the sync again later (the ones after it wait their turn: the endpoint
 * is not taking enquiries now).
 * @returns how many were delivered and refused
 */
export async function replayKept<Entry>(
  steps: ReplaySteps<Entry>,
): Promise<{ delivered: number; refused: number }> {
  const done = { delivered: 0, refused: 0 };
  for (let entry = await steps.next(); entry !== undefined; entry = await steps.next()) {
    const outcome = await steps.send(entry);
    if (outcome === "later") {
      await steps.putBack(entry);
      throw new TryLaterError(steps.key(entry));
    }
    done[outcome] += 1;
    await steps.settled(entry, outcome);
  }
  return done;
}
