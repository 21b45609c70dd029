// What every page of the site does for the enquiries kept to send later, with a contact endpoint: when it opens
// with signal, and whenever the signal returns, it sends what this device's outbox keeps (the page owns those) and
// asks the offline copy's worker to try what it keeps (the worker owns those and sends them itself); and it tells
// the buyer, once per enquiry and visit, of one that cannot be delivered (its text is on the contact page). Plain
// TypeScript without a framework: any page's small script can run it, and the contact form's note reads through it.
import { enquiryOutbox as copy } from "~/content/contact-form/outbox";
import type { Undelivered } from "./answers";
import { parseEnquiry, type Enquiry } from "./enquiry";
import { browserStorage, hasKept, loadOutbox, removeKept, sendOutbox, subscribeOutbox } from "./outbox";
import { ENQUIRIES_MESSAGE, isChanged, readWorkerKept, type EnquiriesQuestion } from "./worker-messages";

/** A notice for the buyer (the site's toasts take it as it is). */
export interface Notice {
  kind: "success" | "error" | "info";
  message: string;
}

/** A worker that has not answered by then (an earlier version's, which knows no such question) keeps nothing. */
export const WORKER_ANSWER_MS = 15_000;
const NOTHING = { waiting: 0, undelivered: [] };

/** The worker that keeps the site's enquiries (one with Background Sync): the page's own, or the active one. */
async function keeper(): Promise<ServiceWorker | null> {
  if (!("SyncManager" in globalThis)) return null;
  const { serviceWorker } = navigator;
  return serviceWorker.controller ?? (await serviceWorker.getRegistration())?.active ?? null;
}

/** Asks the worker what it keeps, and to try the waiting ones or forget a dismissed one; nothing without one. */
export async function askWorker(question: Omit<EnquiriesQuestion, "type"> = {}) {
  const worker = await keeper().catch(() => null);
  const { port1, port2 } = new MessageChannel();
  const answer = new Promise<unknown>((resolve) => {
    setTimeout(resolve, worker ? WORKER_ANSWER_MS : 0, null);
    port1.onmessage = (event: MessageEvent<unknown>) => resolve(event.data);
  });
  worker?.postMessage({ type: ENQUIRIES_MESSAGE, ...question }, [port2]);
  const kept = readWorkerKept(await answer) ?? NOTHING;
  port1.close();
  return kept;
}

/** An enquiry that cannot be delivered; `id` is its place in this device's outbox, absent when the worker keeps it. */
export interface UndeliveredEnquiry {
  enquiry: Enquiry;
  answer: Undelivered;
  id?: string;
}

/** What the contact form's note shows: how many wait, and each that cannot be delivered. */
export interface KeptView {
  waiting: number;
  undelivered: UndeliveredEnquiry[];
}

/** Reads this device's outbox and what the worker keeps (`worker`, when it was just asked). */
export async function readKept(worker?: Awaited<ReturnType<typeof askWorker>>): Promise<KeptView> {
  const page = loadOutbox(browserStorage());
  const kept = worker ?? (await askWorker());
  const fromWorker = kept.undelivered.flatMap(({ body, answer }) => {
    let enquiry: Enquiry | null = null;
    try {
      enquiry = parseEnquiry(JSON.parse(body), () => "");
    } catch {
      // Not an enquiry: left out.
    }
    return enquiry ? [{ enquiry, answer }] : [];
  });
  return {
    waiting: page.filter(({ undelivered }) => !undelivered).length + kept.waiting,
    undelivered: [
      ...page.flatMap(({ id, enquiry, undelivered: answer }) => (answer ? [{ id, enquiry, answer }] : [])),
      ...fromWorker,
    ],
  };
}

/** Forgets an undelivered enquiry the buyer has dismissed, where it is kept. */
export async function dismissKept({ id, enquiry }: UndeliveredEnquiry): Promise<void> {
  if (id === undefined) await askWorker({ dismiss: enquiry.key });
  else removeKept(browserStorage(), id);
}

/** Calls `listener` whenever what is kept may have changed: here, in another tab, by the worker, or online. */
export function subscribeKept(listener: () => void, { outbox = true } = {}): () => void {
  const onMessage = (event: MessageEvent<unknown>) => {
    if (isChanged(event.data)) listener();
  };
  // Undefined where the page is no secure context.
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  const stopOutbox = outbox ? subscribeOutbox(listener) : () => undefined;
  container?.addEventListener("message", onMessage);
  return () => {
    stopOutbox();
    container?.removeEventListener("message", onMessage);
  };
}

/** Where this tab remembers the enquiries it told the buyer could not be delivered: once per visit, any page. */
const TOLD_KEY = "industrial-suppliers-undelivered-told";

/** Tells the buyer of each undelivered enquiry not told of yet in this visit. */
async function tellUndelivered(
  say: (notice: Notice) => void,
  worker?: Awaited<ReturnType<typeof askWorker>>,
) {
  const keys = (await readKept(worker)).undelivered.map(({ enquiry }) => enquiry.key);
  try {
    const told: unknown = JSON.parse(sessionStorage.getItem(TOLD_KEY) ?? "[]");
    if (Array.isArray(told) && keys.every((key) => told.includes(key))) return;
    sessionStorage.setItem(TOLD_KEY, JSON.stringify(keys));
  } catch {
    // No tab storage, or a bad value: the buyer is told (again), which loses nothing.
  }
  if (keys.length > 0) say({ kind: "error", message: copy.undeliveredLater });
}

/**
 * Starts the work every page does for the kept enquiries, now and whenever the signal returns or the worker says
 * what it keeps changed; `say` shows a notice. Returns what stops it.
 */
export function watchKeptEnquiries(endpoint: string, say: (notice: Notice) => void): () => void {
  const storage = browserStorage();
  const online = () => navigator.onLine;
  const failed = (error: unknown) => console.error(error);
  const round = async () => {
    const worker = askWorker({ replay: online() });
    if (online() && hasKept(storage)) {
      const sent = await sendOutbox({ storage, endpoint });
      if (sent.delivered) say({ kind: "success", message: copy.sent });
      // Still online after a try: the endpoint, not the signal, is why it waits.
      if (sent.later && online()) say({ kind: "error", message: copy.failed });
    }
    await tellUndelivered(say, await worker);
  };
  const start = () => void round().catch(failed);
  start();
  window.addEventListener("online", start);
  const stopWorker = subscribeKept(() => void tellUndelivered(say).catch(failed), { outbox: false });
  return () => {
    window.removeEventListener("online", start);
    stopWorker();
  };
}
