// Where the browser has Background Sync, the worker owns every enquiry the endpoint cannot take yet, from the moment
// it keeps it until the endpoint has it or says it never will; pages only show what it holds and ask it to try.
// - A POST to the build's endpoint goes on to it (10 s at most). Delivered, refused or not set up: the endpoint's
//   answer goes back to the page. Try later: the request is kept in the `enquiries` queue (workbox-background-sync,
//   IndexedDB) with its key and when to try again, and the page gets the endpoint's status (or 504, no answer)
//   marked `Enquiry-Kept: 1`. Anything failing here (storage full) hands the page the endpoint's own answer: the page
//   then keeps the enquiry itself.
// - The queue is tried by the rules of enquiries.ts when the browser fires its sync, tabs closed or not, and when a
//   page of the site asks (worker-messages.ts): it goes whether or not the browser ever fires a sync by itself.
// - What cannot be delivered is set aside (`enquiries-undelivered`) for pages to show until the buyer dismisses it.
import { Queue, QueueStore, StorableRequest } from "workbox-background-sync";
import { answerOf, isUndelivered, KEPT_HEADER, retryAt } from "../features/contact/delivery/answers";
import { ENQUIRIES_CHANGED, readQuestion } from "../features/contact/delivery/worker-messages";
import {
  ENQUIRIES_QUEUE,
  ENQUIRY_TIMEOUT_MS,
  enquiryKey,
  keptOf,
  replayKept,
  UNDELIVERED_STORE,
} from "./enquiries";

declare let self: ServiceWorkerGlobalScope;

/** A queue entry (workbox-background-sync's QueueEntry). */
type Entry = Awaited<ReturnType<Queue["getAll"]>>[number];

/**
 * Sets up the queue, its sync listener and the pages' questions, while the worker's script first runs (the browser
 * delivers sync events only to listeners added then); null where the browser has no Background Sync (pages keep
 * their enquiries themselves there). `handle` takes a POST to `endpoint` (null: takes none, and still sends the kept
 * ones); `replay` runs one round of tries at a time; `whenDone` runs after a round that left none waiting.
 */
export function enquirySync(
  endpoint: string | null,
  whenDone: () => Promise<unknown> = () => Promise.resolve(),
) {
  if (!("sync" in self.registration)) return null;
  let syncing = false;
  const queue = new Queue(ENQUIRIES_QUEUE, {
    onSync: async () => {
      syncing = true;
      // Failing the event makes the browser fire it again later.
      const waiting = (await replay().finally(() => (syncing = false))) === "waiting";
      if (waiting) throw new Error("an enquiry waits its turn: it stays kept");
    },
    // A kept enquiry is never dropped for its age.
    maxRetentionTime: Number.POSITIVE_INFINITY,
  });
  const undelivered = new QueueStore(UNDELIVERED_STORE);
  const textOf = (body: ArrayBuffer | undefined) => new TextDecoder().decode(body);

  let round: Promise<"done" | "waiting"> | undefined;
  const replay = () =>
    (round ??= replayKept<Entry>({
      first: async () => (await queue.getAll())[0],
      due: (entry) => keptOf(entry.metadata).retryAt,
      send: (entry) => attempt(entry.request.clone()),
      // The one `first` gave is still first: only a round takes from the front, and one round runs at a time.
      wait: async (entry, at) => {
        await queue.shiftRequest();
        await queue.unshiftRequest({ ...entry, metadata: { ...keptOf(entry.metadata), retryAt: at } });
      },
      settle: async (entry, answer) => {
        const { key } = keptOf(entry.metadata);
        // Set aside once, should a round stopped before the shift below try it again.
        if (
          answer !== "delivered" &&
          !(await undelivered.getAll()).some((kept) => keptOf(kept.metadata).key === key)
        ) {
          const requestData = (await StorableRequest.fromRequest(entry.request)).toObject();
          await undelivered.pushEntry({ requestData, timestamp: Date.now(), metadata: { key, answer } });
        }
        await queue.shiftRequest();
        await tellWindows();
      },
    })
      .then(async (result) => {
        if (result === "done") await whenDone();
        return result;
      })
      .finally(() => (round = undefined)));

  self.addEventListener("message", (event) => {
    const question = readQuestion(event.data);
    if (!question) return;
    const answer = async () => {
      for (const { id, metadata } of await undelivered.getAll())
        if (keptOf(metadata).key === question.dismiss) await undelivered.deleteEntry(id);
      if (question.dismiss) await tellWindows();
      const aside = await undelivered.getAll();
      event.ports[0]?.postMessage({
        waiting: await queue.size(),
        undelivered: aside.flatMap(({ requestData, metadata }) => {
          const answer = metadata && "answer" in metadata ? metadata.answer : undefined;
          return isUndelivered(answer) ? [{ body: textOf(requestData.body), answer }] : [];
        }),
      });
      // Outside a sync, one still waiting asks for one, so that it goes with every tab closed.
      if (question.replay && (await replay()) === "waiting" && !syncing) await queue.registerSync();
    };
    event.waitUntil(answer().catch(() => undefined));
  });

  return {
    handle: (event: FetchEvent): boolean => {
      const { request } = event;
      if (endpoint === null || request.method !== "POST" || request.url !== endpoint) return false;
      event.respondWith(post(request));
      return true;
    },
    replay,
  };

  async function post(request: Request): Promise<Response> {
    const key = enquiryKey(await request.clone().text());
    // Not an enquiry as this build's pages send it (no key to keep it by): straight to the endpoint.
    if (key === null) return fetch(request);
    const copy = request.clone();
    const tried = await attempt(request);
    if (answerOf(tried.status) !== "later") return tried.response ?? Response.error();
    const keptIt = await quietly(async () => {
      if (!(await queue.getAll()).some((entry) => keptOf(entry.metadata).key === key))
        await queue.pushRequest({ request: copy, metadata: { key, retryAt: retryAt(tried, Date.now()) } });
      return true;
    });
    if (!keptIt) return tried.response ?? Response.error();
    await tellWindows();
    // Exposed, should a browser filter this answer to another origin's request as a cross-origin one.
    const headers = new Headers({
      [KEPT_HEADER]: "1",
      "Access-Control-Expose-Headers": `${KEPT_HEADER}, Retry-After`,
    });
    if (tried.retryAfter !== null) headers.set("Retry-After", tried.retryAfter);
    return new Response(null, { status: tried.status ?? 504, headers });
  }
}

/** One try at the endpoint, with the worker's own time limit: its status and Retry-After, or null for no answer. */
async function attempt(request: Request) {
  try {
    const response = await fetch(request, { signal: AbortSignal.timeout(ENQUIRY_TIMEOUT_MS) });
    return { status: response.status, retryAfter: response.headers.get("Retry-After"), response };
  } catch {
    return { status: null, retryAfter: null, response: undefined };
  }
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
