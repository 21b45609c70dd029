// What the offline copy's worker keeps of the enquiries it took over, as it mirrors them in its Cache API cache
// (names, addresses and messages from app/service-worker/enquiries.ts): an entry for each it will send when the
// signal returns, and one for each the endpoint refused for good, each a JSON response of the enquiry. Read here;
// deleted here only for a refused one the buyer has dismissed, or a kept one this page takes over.
import { ENQUIRIES_CACHE, ENQUIRIES_CHANGED, mirrorPath } from "~/service-worker/enquiries";
import { isEnquiryKey, parseEnquiry, type Enquiry } from "./enquiry";

export { ENQUIRIES_CHANGED };

export interface WorkerKept {
  kept: Enquiry[];
  refused: Enquiry[];
}

type MirrorState = keyof WorkerKept;

/** The Cache API, where the page has one (a secure context). */
const browserCaches = (): CacheStorage | null => ("caches" in globalThis ? globalThis.caches : null);

/** The state and key of a mirror entry's address (the inverse of `mirrorPath`). */
function entryOf(url: string): { state: MirrorState; key: string } | null {
  const { pathname } = new URL(url);
  for (const state of ["kept", "refused"] as const) {
    const prefix = mirrorPath(state, "");
    if (pathname.startsWith(prefix)) return { state, key: decodeURIComponent(pathname.slice(prefix.length)) };
  }
  return null;
}

/** The worker's cache, or null where there is no Cache API or the worker never made one (opening would). */
async function workerCache(storage: CacheStorage | null): Promise<Cache | null> {
  return storage && (await storage.has(ENQUIRIES_CACHE)) ? storage.open(ENQUIRIES_CACHE) : null;
}

/** The cache's entries, each validated; none where there is no Cache API or no such cache. */
export async function readWorkerKept(storage: CacheStorage | null = browserCaches()): Promise<WorkerKept> {
  const found: WorkerKept = { kept: [], refused: [] };
  try {
    const cache = await workerCache(storage);
    for (const request of (await cache?.keys()) ?? []) {
      const entry = entryOf(request.url);
      if (!entry || !isEnquiryKey(entry.key)) continue;
      const response = await cache?.match(request);
      const enquiry = parseEnquiry(await response?.json().catch(() => null), () => "");
      if (enquiry?.key === entry.key) found[entry.state].push(enquiry);
    }
  } catch (error) {
    console.error("Failed to read the enquiries the offline copy keeps", error);
  }
  return found;
}

/** Deletes the worker's record of a refused enquiry once the buyer has dismissed it. */
export async function dismissWorkerRefused(
  key: string,
  storage: CacheStorage | null = browserCaches(),
): Promise<void> {
  try {
    await (await workerCache(storage))?.delete(mirrorPath("refused", key));
  } catch (error) {
    console.error("Failed to forget a refused enquiry", error);
  }
}

/**
 * Hands the enquiries the worker kept to `keep` (the page's own outbox), deleting each entry `keep` accepted: for a
 * page no worker controls (the offline copy switched off, or the page loaded past it), whose worker will never
 * send them. Returns how many were handed over. The worker's queue may still hold them; the key makes a second
 * delivery the same enquiry at the endpoint.
 */
export async function adoptWorkerKept(
  keep: (enquiry: Enquiry) => boolean,
  storage: CacheStorage | null = browserCaches(),
): Promise<number> {
  const { kept } = await readWorkerKept(storage);
  let adopted = 0;
  try {
    const cache = kept.length > 0 ? await workerCache(storage) : null;
    for (const enquiry of kept) {
      if (!cache || !keep(enquiry)) continue;
      await cache.delete(mirrorPath("kept", enquiry.key));
      adopted += 1;
    }
  } catch (error) {
    console.error("Failed to take over the enquiries the offline copy kept", error);
  }
  return adopted;
}

/** Whether the worker's record holds an enquiry to send: cheap, so every page may ask before loading the sending code. */
export function hasWorkerKept(storage: CacheStorage | null = browserCaches()): Promise<boolean> {
  return hasWorkerEntry("kept", storage);
}

/** Whether the worker's record holds an enquiry the endpoint refused for good (cheap, as `hasWorkerKept`). */
export function hasWorkerRefused(storage: CacheStorage | null = browserCaches()): Promise<boolean> {
  return hasWorkerEntry("refused", storage);
}

async function hasWorkerEntry(state: MirrorState, storage: CacheStorage | null): Promise<boolean> {
  try {
    const keys = (await (await workerCache(storage))?.keys()) ?? [];
    return keys.some((request) => entryOf(request.url)?.state === state);
  } catch {
    return false;
  }
}

/** Calls `listener` when the worker says its enquiries changed. */
export function subscribeWorkerKept(listener: () => void): () => void {
  const container = typeof navigator === "undefined" ? undefined : navigator.serviceWorker;
  const onMessage = (event: MessageEvent<unknown>) => {
    const data = event.data;
    if (typeof data === "object" && data !== null && "type" in data && data.type === ENQUIRIES_CHANGED)
      listener();
  };
  container?.addEventListener("message", onMessage);
  return () => container?.removeEventListener("message", onMessage);
}
