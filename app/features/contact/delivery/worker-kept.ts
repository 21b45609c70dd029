// What the offline copy's worker keeps of the enquiries it took over, as it mirrors them in the Cache API cache
// `enquiries`: `/__enquiries/kept/<key>` for each it will send when the signal returns, `/__enquiries/refused/<key>`
// for each the endpoint refused for good, each a JSON response of the enquiry. Read-only here, but for deleting a
// refused one the buyer has dismissed.
import { isEnquiryKey, parseEnquiry, type Enquiry } from "./enquiry";

export const WORKER_CACHE = "enquiries";
/** The message the worker posts to every page after it has sent, kept or refused enquiries. */
export const ENQUIRIES_CHANGED = "ENQUIRIES_CHANGED";

export interface WorkerKept {
  kept: Enquiry[];
  refused: Enquiry[];
}

/** The Cache API, where the page has one (a secure context). */
const browserCaches = (): CacheStorage | null => ("caches" in globalThis ? globalThis.caches : null);

const ENTRY = /\/__enquiries\/(kept|refused)\/([^/]+)$/;

/** The cache's entries, each validated; none where there is no Cache API or no such cache. */
export async function readWorkerKept(storage: CacheStorage | null = browserCaches()): Promise<WorkerKept> {
  const found: WorkerKept = { kept: [], refused: [] };
  try {
    if (!storage || !(await storage.has(WORKER_CACHE))) return found;
    const cache = await storage.open(WORKER_CACHE);
    for (const request of await cache.keys()) {
      const [, state, key] = ENTRY.exec(new URL(request.url).pathname) ?? [];
      if ((state !== "kept" && state !== "refused") || !isEnquiryKey(key)) continue;
      const response = await cache.match(request);
      const enquiry = parseEnquiry(await response?.json().catch(() => null), () => "");
      if (enquiry?.key === key) found[state].push(enquiry);
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
    if (!storage || !(await storage.has(WORKER_CACHE))) return;
    const cache = await storage.open(WORKER_CACHE);
    for (const request of await cache.keys())
      if (new URL(request.url).pathname.endsWith(`/__enquiries/refused/${key}`)) await cache.delete(request);
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
    const cache = kept.length > 0 && storage ? await storage.open(WORKER_CACHE) : null;
    for (const enquiry of kept) {
      if (!cache || !keep(enquiry)) continue;
      for (const request of await cache.keys())
        if (new URL(request.url).pathname.endsWith(`/__enquiries/kept/${enquiry.key}`))
          await cache.delete(request);
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

async function hasWorkerEntry(state: "kept" | "refused", storage: CacheStorage | null): Promise<boolean> {
  try {
    if (!storage || !(await storage.has(WORKER_CACHE))) return false;
    const keys = await (await storage.open(WORKER_CACHE)).keys();
    return keys.some((request) => new URL(request.url).pathname.includes(`/__enquiries/${state}/`));
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
