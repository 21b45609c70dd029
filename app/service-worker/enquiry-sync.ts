// Where the browser has Background Sync, the worker owns every enquiry the endpoint cannot take yet, from the moment
// it keeps it until the endpoint has it or says it never will; pages only show what it holds and ask it to try.
// - A POST to the build's endpoint goes on to it (10 s at most). Delivered, refused or not set up: the endpoint's
//   own answer goes back to the page. Try later (408, 429, 5xx, no answer): the request is kept in the `enquiries`
//   queue (workbox-background-sync, IndexedDB) with its key and when it may be tried again, and the page gets the
//   endpoint's answer (or 504, none) marked `Enquiry-Kept: 1`.
// - The queue is tried, by the rules of enquiries.ts, when the browser fires its sync (tabs closed or not), and when
//   a page of the site asks (it opens with signal, or the signal returns): so it is sent whether or not the browser
//   ever fires a sync by itself.
// - What cannot be delivered is set aside (`enquiries-undelivered`) for the page to show, until the buyer dismisses
//   it. Pages ask on a MessageChannel (worker-messages.ts) and are told after every change.
// Anything that fails here (storage full) hands the endpoint's own answer, or its failure, to the page, which then
// keeps the enquiry in its own outbox.
import { Queue, QueueStore, StorableRequest } from "workbox-background-sync";
import {
  answerOf,
  isUndelivered,
  KEPT_HEADER,
  retryAt,
  type Undelivered,
} from "../features/contact/delivery/answers";
import {
  ENQUIRIES_CHANGED,
  readQuestion,
  type EnquiriesQuestion,
  type WorkerKept,
} from "../features/contact/delivery/worker-messages";
import {
  ENQUIRIES_QUEUE,
  ENQUIRY_TIMEOUT_MS,
  enquiryKey,
  keptOf,
  replayKept,
  UNDELIVERED_STORE,
  type Attempt,
} from "./enquiries";

declare let self: ServiceWorkerGlobalScope;

/** A queue entry (workbox-background-sync's QueueEntry). */
interface Entry {
  request: Request;
  timestamp?: number;
  metadata?: object;
}

export interface EnquirySync {
  /** Takes the POST when it is an enquiry to the endpoint; false leaves it to other handlers. */
  handle: (event: FetchEvent) => boolean;
  /** One round of tries (one at a time): "done" when nothing waits any more. */
  replay: () => Promise<"done" | "waiting">;
}

/**
 * Sets up the queue, its sync listener and the pages' questions: call it while the worker's script first runs (the
 * browser delivers sync events only to listeners added then). Null where the browser has no Background Sync: pages
 * keep their enquiries themselves there, and are told the worker keeps none.
 * @param endpoint the endpoint's absolute address as requests name it; null takes no new enquiry, and still sends
 *   the kept ones
 * @param whenDone runs after a round that left nothing waiting
 */
export function enquirySync(
  endpoint: string | null,
  whenDone: () => Promise<unknown> = () => Promise.resolve(),
): EnquirySync | null {
  if (!("sync" in self.registration)) {
    answerQuestions(() => Promise.resolve(NOTHING_KEPT));
    return null;
  }
  let syncing = false;
  const queue = new Queue(ENQUIRIES_QUEUE, {
    onSync: async () => {
      syncing = true;
      try {
        // Failing the event makes the browser fire it again later.
        if ((await replay()) === "waiting") throw new Error("an enquiry waits its turn: it stays kept");
      } finally {
        syncing = false;
      }
    },
    // A kept enquiry is never dropped for its age.
    maxRetentionTime: Number.POSITIVE_INFINITY,
  });
  const undelivered = new QueueStore(UNDELIVERED_STORE);

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
        if (answer !== "delivered") await setAside(entry.request, answer);
        await queue.shiftRequest();
        await tellWindows();
      },
    })
      .then(async (result) => {
        if (result === "done") await whenDone();
        return result;
      })
      .finally(() => {
        round = undefined;
      }));

  /** Keeps an undeliverable enquiry to show, once (a round stopped before it left the queue tries it again). */
  async function setAside(request: Request, answer: Undelivered) {
    const requestData = (await StorableRequest.fromRequest(request)).toObject();
    const key = enquiryKey(textOf(requestData.body));
    if ((await undelivered.getAll()).some(({ metadata }) => keptOf(metadata).key === key)) return;
    await undelivered.pushEntry({ requestData, timestamp: Date.now(), metadata: { key, answer } });
  }

  async function kept(): Promise<WorkerKept> {
    const entries = await undelivered.getAll();
    return {
      waiting: await queue.size(),
      undelivered: entries.flatMap(({ requestData, metadata }) => {
        const answer = metadata && "answer" in metadata ? metadata.answer : undefined;
        return isUndelivered(answer) ? [{ body: textOf(requestData.body), answer }] : [];
      }),
    };
  }

  async function dismiss(key: string) {
    for (const { id, metadata } of await undelivered.getAll())
      if (keptOf(metadata).key === key) await undelivered.deleteEntry(id);
    await tellWindows();
  }

  answerQuestions(
    async (question) => {
      if (question.dismiss) await dismiss(question.dismiss);
      return kept();
    },
    async (question) => {
      // Outside a sync, one that still waits asks for a sync, so that it goes with every tab closed.
      if (question.replay && (await replay()) === "waiting" && !syncing) await queue.registerSync();
    },
  );

  return {
    handle: (event) => {
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
      const entries: Entry[] = await queue.getAll();
      if (!entries.some((entry) => keptOf(entry.metadata).key === key))
        await queue.pushRequest({ request: copy, metadata: { key, retryAt: retryAt(tried, Date.now()) } });
      return true;
    });
    if (!keptIt) return tried.response ?? Response.error();
    await tellWindows();
    const headers = new Headers({
      [KEPT_HEADER]: "1",
      // The endpoint may be another origin: should a browser filter this answer as a cross-origin one, the
      // headers stay readable.
      "Access-Control-Expose-Headers": `${KEPT_HEADER}, Retry-After`,
    });
    if (tried.retryAfter !== null) headers.set("Retry-After", tried.retryAfter);
    return new Response(null, { status: tried.status ?? 504, headers });
  }
}

const NOTHING_KEPT: WorkerKept = { waiting: 0, undelivered: [] };

/** Answers each page's question on its port with `answer`, then does what is asked `after`. */
function answerQuestions(
  answer: (question: EnquiriesQuestion) => Promise<WorkerKept>,
  after: (question: EnquiriesQuestion) => Promise<void> = () => Promise.resolve(),
) {
  self.addEventListener("message", (event) => {
    const question = readQuestion(event.data);
    if (!question) return;
    event.waitUntil(
      (async () => {
        event.ports[0]?.postMessage((await quietly(() => answer(question))) ?? NOTHING_KEPT);
        await after(question);
      })().catch(() => undefined),
    );
  });
}

/** One try at the endpoint, with the worker's own time limit. */
async function attempt(request: Request): Promise<Attempt & { response?: Response }> {
  try {
    const response = await fetch(request, { signal: AbortSignal.timeout(ENQUIRY_TIMEOUT_MS) });
    return { status: response.status, retryAfter: response.headers.get("Retry-After"), response };
  } catch {
    return { status: null, retryAfter: null };
  }
}

const textOf = (body: ArrayBuffer | undefined) => new TextDecoder().decode(body);

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
