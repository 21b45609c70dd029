// What every page of the site does for the enquiries kept to send later, with a contact endpoint: when it opens
// with signal, and whenever the signal returns, it sends what this device's outbox keeps (the page owns those) and
// asks the offline copy's worker to try what it keeps (the worker owns those and sends them itself); and it tells
// the buyer, once per enquiry and visit, of one that could not be delivered (its text is on the contact page). Plain
// TypeScript without a framework: any page's small script can run it, and the contact form's note reads through it.
import { enquiryOutbox as copy } from "~/content/contact-form/outbox";
import type { Undelivered } from "./answers";
import { parseEnquiry, type Enquiry } from "./enquiry";
import { browserStorage, hasKept, loadOutbox, removeKept, sendOutbox, subscribeOutbox } from "./outbox";
import {
  ENQUIRIES_MESSAGE,
  isChanged,
  readWorkerKept,
  type EnquiriesQuestion,
  type WorkerKept,
} from "./worker-messages";

/** A notice for the buyer (the site's toasts take it as it is). */
export interface Notice {
  kind: "success" | "error" | "info";
  message: string;
}

const NOTHING: WorkerKept = { waiting: 0, undelivered: [] };
/** A worker that has not answered by then (an earlier version, or a busy one) is taken to keep nothing. */
export const WORKER_ANSWER_MS = 5_000;

/** The worker that keeps this site's enquiries: the page's own, or the active one of a page loaded past it. */
async function keeper(): Promise<ServiceWorker | null> {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return null;
  return container.controller ?? (await container.getRegistration())?.active ?? null;
}

/** Asks the worker what it keeps, and to try the waiting ones or forget a dismissed one; nothing without one. */
export async function askWorker(question: Omit<EnquiriesQuestion, "type"> = {}): Promise<WorkerKept> {
  const worker = await keeper().catch(() => null);
  if (!worker) return NOTHING;
  const { port1, port2 } = new MessageChannel();
  return new Promise((resolve) => {
    const done = (kept: WorkerKept) => {
      clearTimeout(timer);
      port1.close();
      resolve(kept);
    };
    const timer = setTimeout(() => done(NOTHING), WORKER_ANSWER_MS);
    port1.onmessage = (event: MessageEvent<unknown>) => done(readWorkerKept(event.data) ?? NOTHING);
    worker.postMessage({ type: ENQUIRIES_MESSAGE, ...question }, [port2]);
  });
}

/** What the contact form's note shows: how many wait, and each that cannot be delivered. */
export interface KeptView {
  waiting: number;
  undelivered: { enquiry: Enquiry; answer: Undelivered; dismiss: () => Promise<void> }[];
}

function enquiryIn(body: string): Enquiry | null {
  try {
    return parseEnquiry(JSON.parse(body), () => "");
  } catch {
    return null;
  }
}

/** Reads this device's outbox and what the worker keeps (`worker`, when it was just asked). */
export async function readKept(worker?: WorkerKept): Promise<KeptView> {
  const storage = browserStorage();
  const page = loadOutbox(storage);
  const kept = worker ?? (await askWorker());
  return {
    waiting: page.filter((entry) => !entry.undelivered).length + kept.waiting,
    undelivered: [
      ...page.flatMap(({ id, enquiry, undelivered: answer }) =>
        answer
          ? [
              {
                enquiry,
                answer,
                dismiss: () => {
                  removeKept(storage, id);
                  return Promise.resolve();
                },
              },
            ]
          : [],
      ),
      ...kept.undelivered.flatMap(({ body, answer }) => {
        const enquiry = enquiryIn(body);
        return enquiry
          ? [{ enquiry, answer, dismiss: () => askWorker({ dismiss: enquiry.key }).then(() => undefined) }]
          : [];
      }),
    ],
  };
}

/** Calls `listener` whenever the worker says what it keeps changed. */
function onWorkerChange(listener: () => void): () => void {
  // Undefined where the page is no secure context (plain http on another host than localhost).
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  const onMessage = (event: MessageEvent<unknown>) => {
    if (isChanged(event.data)) listener();
  };
  container?.addEventListener("message", onMessage);
  return () => container?.removeEventListener("message", onMessage);
}

/** Calls `listener` whenever what is kept may have changed: here, in another tab, by the worker, or online. */
export function subscribeKept(listener: () => void): () => void {
  const stopOutbox = subscribeOutbox(listener);
  const stopWorker = onWorkerChange(listener);
  window.addEventListener("online", listener);
  return () => {
    stopOutbox();
    stopWorker();
    window.removeEventListener("online", listener);
  };
}

/** Where this tab remembers the enquiries it has told the buyer could not be delivered: once per visit, any page. */
const TOLD_KEY = "industrial-suppliers-undelivered-told";

function tabStorage(): Pick<Storage, "getItem" | "setItem"> | null {
  try {
    return globalThis.sessionStorage;
  } catch {
    return null;
  }
}

/** Tells the buyer of each undelivered enquiry not told of yet in this visit. */
async function tellUndelivered(say: (notice: Notice) => void, worker?: WorkerKept) {
  const storage = tabStorage();
  let told: unknown = [];
  try {
    told = JSON.parse(storage?.getItem(TOLD_KEY) ?? "[]");
  } catch {
    // Unreadable: told again, which loses nothing.
  }
  const known = new Set(Array.isArray(told) ? told.filter((key) => typeof key === "string") : []);
  const untold = (await readKept(worker)).undelivered.filter(({ enquiry }) => !known.has(enquiry.key));
  if (untold.length === 0) return;
  say({ kind: "error", message: copy.undeliveredLater });
  try {
    storage?.setItem(TOLD_KEY, JSON.stringify([...known, ...untold.map(({ enquiry }) => enquiry.key)]));
  } catch {
    // Storage refused: the buyer may be told again on the next page, which loses nothing.
  }
}

/**
 * Starts the work every page does for the kept enquiries, now and whenever the signal returns or the worker says
 * what it keeps changed; `say` shows a notice. Returns what stops it.
 */
export function watchKeptEnquiries(endpoint: string, say: (notice: Notice) => void): () => void {
  const storage = browserStorage();
  const online = () => navigator.onLine;
  const round = async () => {
    if (!online()) return;
    const [worker, sent] = await Promise.all([
      askWorker({ replay: true }),
      hasKept(storage) ? sendOutbox({ storage, endpoint }) : null,
    ]);
    if (sent?.delivered) say({ kind: "success", message: copy.sent });
    // Still online after a try: the endpoint, not the signal, is why it waits.
    if (sent?.later && online()) say({ kind: "error", message: copy.failed });
    await tellUndelivered(say, worker);
  };
  const start = () => void round().catch((error: unknown) => console.error(error));
  const tell = () => void tellUndelivered(say).catch((error: unknown) => console.error(error));
  start();
  if (!online()) tell();
  window.addEventListener("online", start);
  const stopWorker = onWorkerChange(tell);
  return () => {
    window.removeEventListener("online", start);
    stopWorker();
  };
}
