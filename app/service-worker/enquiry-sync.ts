// Enquiries the endpoint cannot take now are kept by the worker and delivered later by the browser's Background
// Sync, tabs closed or not, through new builds.
// - A POST to the build's endpoint goes on to it (10 s at most). Its answer reaches the page when it delivered
//   the enquiry (2xx) or refused it for good (other 4xx); otherwise (408, 429, 5xx, no answer) the enquiry is
//   kept in the `enquiries` queue (IndexedDB) and the page is answered 202 with `Enquiry-Kept: 1`.
// - The sync event replays every kept enquiry, oldest first (enquiries.ts, replayKept).
// - What is kept and what was refused is mirrored in the `enquiries` cache (`/__enquiries/kept/<key>`,
//   `/__enquiries/refused/<key>`, each the enquiry as JSON) for the page to show, and every window of the site is
//   told after each change ({type: "ENQUIRIES_CHANGED"}).
// Without Background Sync the worker leaves the POST alone: the page keeps the enquiry in its own outbox. Anything
// that fails here (storage full) hands the endpoint's own answer, or its failure, to the page, which then keeps it.
import { Queue } from "workbox-background-sync";
import {
  ENQUIRIES_CACHE,
  ENQUIRIES_CHANGED,
  ENQUIRIES_QUEUE,
  ENQUIRY_TIMEOUT_MS,
  enquiryKey,
  isEnquiryPost,
  KEPT_HEADER,
  mirrorPath,
  outcomeOf,
  replayKept,
  type Outcome,
} from "./enquiries";

declare let self: ServiceWorkerGlobalScope;

/** A kept request as the queue holds it (workbox-background-sync's QueueEntry), its key in the metadata. */
interface KeptEntry {
  request: Request;
  timestamp?: number;
  metadata?: object;
}

export interface EnquirySync {
  /** Takes the POST when it is an enquiry to the endpoint; false leaves it to other handlers. */
  handle: (event: FetchEvent) => boolean;
  /** Asks for a sync again when enquiries are kept (a sync that failed for the last time is not fired again). */
  rearm: () => Promise<void>;
}

/**
 * Sets up the queue and its sync listener: call it while the worker's script first runs. Null when the browser
 * has no Background Sync or the build no endpoint.
 * @param endpoint the endpoint's absolute address, as requests name it
 */
export function enquirySync(endpoint: string | null): EnquirySync | null {
  if (endpoint === null || !("sync" in self.registration)) return null;
  const queue = new Queue(ENQUIRIES_QUEUE, {
    onSync: async ({ queue }) => {
      await replayKept<KeptEntry>({
        next: () => queue.shiftRequest(),
        send: (entry) => attempt(entry.request.clone()).then(({ outcome }) => outcome),
        putBack: (entry) => queue.unshiftRequest(entry),
        settled: async (entry, outcome) => {
          const key = keyOf(entry);
          if (outcome === "refused")
            await quietly(async () => mirror("refused", key, await entry.request.text()));
          await quietly(() => unmirror("kept", key));
          await tellWindows();
        },
        key: keyOf,
      });
    },
    // A kept enquiry is never dropped for its age.
    maxRetentionTime: Number.POSITIVE_INFINITY,
  });

  let rearmed = false;
  return {
    handle: (event) => {
      if (!isEnquiryPost(event.request, endpoint)) return false;
      event.respondWith(enquiry(event.request));
      return true;
    },
    rearm: async () => {
      if (rearmed) return;
      rearmed = true;
      if (((await quietly(() => queue.size())) ?? 0) > 0) await queue.registerSync();
    },
  };

  async function enquiry(request: Request): Promise<Response> {
    const body = await request.clone().text();
    const key = enquiryKey(body);
    // Not an enquiry as this build's pages send it (no key to keep it by): straight to the endpoint.
    if (key === null) return fetch(request);
    const copy = request.clone();
    const { outcome, response, error } = await attempt(request);
    if (outcome !== "later") return response ?? Response.error();
    const kept = await quietly(async () => {
      const entries: KeptEntry[] = await queue.getAll();
      if (entries.some((entry) => keyOf(entry) === key)) return true;
      // The mirror first: the sync the queue asks for may deliver it at once, and then removes the mirror's copy.
      await quietly(() => mirror("kept", key, body));
      try {
        await queue.pushRequest({ request: copy, metadata: { key } });
      } catch (pushError) {
        await quietly(() => unmirror("kept", key));
        throw pushError;
      }
      return true;
    });
    if (!kept) {
      if (response) return response;
      throw error;
    }
    await tellWindows();
    return new Response(JSON.stringify({ kept: true }), {
      status: 202,
      headers: {
        "Content-Type": "application/json",
        [KEPT_HEADER]: "1",
        // The endpoint may be another origin: should a browser filter this answer as a cross-origin one, the
        // header stays readable.
        "Access-Control-Expose-Headers": KEPT_HEADER,
      },
    });
  }
}

/** One try at the endpoint, with the worker's own timeout. */
async function attempt(
  request: Request,
): Promise<{ outcome: Outcome; response?: Response; error?: unknown }> {
  try {
    const response = await fetch(request, { signal: AbortSignal.timeout(ENQUIRY_TIMEOUT_MS) });
    return { outcome: outcomeOf(response.status), response };
  } catch (error) {
    return { outcome: outcomeOf(null), error };
  }
}

function keyOf({ metadata }: KeptEntry): string {
  return metadata && "key" in metadata && typeof metadata.key === "string" ? metadata.key : "";
}

function mirrorUrl(state: "kept" | "refused", key: string): string {
  return new URL(mirrorPath(state, key), self.location.origin).href;
}

async function mirror(state: "kept" | "refused", key: string, body: string): Promise<void> {
  const cache = await caches.open(ENQUIRIES_CACHE);
  await cache.put(
    mirrorUrl(state, key),
    new Response(body, { headers: { "Content-Type": "application/json" } }),
  );
}

async function unmirror(state: "kept" | "refused", key: string): Promise<void> {
  const cache = await caches.open(ENQUIRIES_CACHE);
  await cache.delete(mirrorUrl(state, key));
}

async function tellWindows(): Promise<void> {
  const windows = await quietly(() => self.clients.matchAll({ type: "window", includeUncontrolled: true }));
  for (const client of windows ?? []) client.postMessage({ type: ENQUIRIES_CHANGED });
}

async function quietly<T>(task: () => Promise<T>): Promise<T | undefined> {
  try {
    return await task();
  } catch {
    return undefined;
  }
}
