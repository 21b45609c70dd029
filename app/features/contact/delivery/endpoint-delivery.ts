// Everything the site needs only with a contact endpoint configured: sending an enquiry from the form, keeping it
// on this device when the endpoint cannot take it yet, retrying the kept ones, and reading what is kept here and
// by the offline copy's worker. Loaded when needed (load-endpoint-delivery.ts), so pages without a kept enquiry,
// and sites without an endpoint, never download it.
import { notify } from "~/components/ui/toaster";
import { enquiryOutbox as copy } from "~/content/contact-form";
import { keepStorage } from "~/lib/keep-storage";
import { browserStorage, subscribeOutbox } from "./enquiry-outbox";
import type { Enquiry } from "./enquiry";
import { keepEnquiry, loadOutbox, removeKept, sendKept } from "./kept-enquiries";
import { postEnquiry, type PostOptions } from "./post-enquiry";
import { adoptWorkerKept, dismissWorkerRefused, readWorkerKept, subscribeWorkerKept } from "./worker-kept";

/**
 * What became of an enquiry sent from the form: `sent`; `kept` (on this device or by the worker, sent when the
 * endpoint can take it: the form clears); `refused` for good (the form keeps the text); or `failed` (it could not
 * be kept either: the form keeps the text).
 */
export type Delivery = "sent" | "kept" | "refused" | "failed";

/** Sends the enquiry from the form; what the endpoint cannot take yet is kept, and the buyer's storage asked to last. */
export async function deliver(enquiry: Enquiry, options: PostOptions): Promise<Delivery> {
  const answer = await postEnquiry(enquiry, options);
  if (answer === "sent" || answer === "refused") return answer;
  if (answer === "later" && !keepEnquiry(browserStorage(), enquiry)) return "failed";
  keepStorage();
  announce();
  return "kept";
}

/** Sends the kept enquiries, then says what happened; the ones the endpoint cannot take yet stay kept. */
export async function sendKeptAndSay(endpoint: string, fetch?: typeof globalThis.fetch): Promise<void> {
  // No worker controls this page, so none will send what the worker kept: the page takes those over.
  if (!("serviceWorker" in navigator) || !navigator.serviceWorker.controller) await adoptUnsent();
  const { sent, refused, later } = await sendKept({ storage: browserStorage(), endpoint, fetch });
  if (sent > 0) notify({ kind: "success", message: copy.sent });
  if (refused > 0) notify({ kind: "error", message: copy.refusedLater });
  if (later > 0 && navigator.onLine) notify({ kind: "error", message: copy.failed });
}

/** Where this tab remembers the refusals it has told the buyer of, so each is told once per visit, on any page. */
const TOLD_KEY = "industrial-suppliers-refusals-told";

/**
 * Tells the buyer, on whatever page they are, of an enquiry the worker found refused for good (its text is on the
 * contact page): once per refused enquiry and visit.
 */
export async function sayWorkerRefused(storage: Pick<Storage, "getItem" | "setItem"> | null = tabStorage()) {
  const { refused } = await readWorkerKept();
  let told: string[] = [];
  try {
    const stored: unknown = JSON.parse(storage?.getItem(TOLD_KEY) ?? "[]");
    if (Array.isArray(stored)) told = stored.filter((key): key is string => typeof key === "string");
  } catch {
    told = [];
  }
  const untold = refused.filter((enquiry) => !told.includes(enquiry.key));
  if (untold.length === 0) return;
  notify({ kind: "error", message: copy.refusedLater });
  try {
    storage?.setItem(TOLD_KEY, JSON.stringify([...told, ...untold.map((enquiry) => enquiry.key)]));
  } catch {
    // Storage refused: the buyer may be told again on the next page, which loses nothing.
  }
}

/** This tab's session storage, where the browser allows it. */
function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage;
  } catch {
    return null;
  }
}

/** Moves the worker's kept enquiries into the page's outbox, each once (one already there by key stays as it is). */
async function adoptUnsent(): Promise<void> {
  const storage = browserStorage();
  const keys = new Set(loadOutbox(storage).map((kept) => kept.enquiry.key));
  await adoptWorkerKept((enquiry) => keys.has(enquiry.key) || keepEnquiry(storage, enquiry));
}

/** What the contact form's note shows: how many wait, and the refused ones with their text. */
export interface KeptView {
  waiting: number;
  refused: { enquiry: Enquiry; dismiss: () => Promise<void> }[];
}

/** Reads the page's outbox and the worker's record, an enquiry counted once if both have it. */
export async function readKept(): Promise<KeptView> {
  const storage = browserStorage();
  const page = loadOutbox(storage);
  const worker = await readWorkerKept();
  const keys = new Set(page.map((kept) => kept.enquiry.key));
  const waiting = [...page.filter((kept) => !kept.refused), ...worker.kept.filter((e) => !keys.has(e.key))];
  return {
    waiting: waiting.length,
    refused: [
      ...page
        .filter((kept) => kept.refused)
        .map((kept) => ({
          enquiry: kept.enquiry,
          dismiss: () => {
            removeKept(storage, kept.id);
            return Promise.resolve();
          },
        })),
      ...worker.refused
        .filter((enquiry) => !keys.has(enquiry.key))
        .map((enquiry) => ({ enquiry, dismiss: () => dismissWorkerRefused(enquiry.key).then(announce) })),
    ],
  };
}

const listeners = new Set<() => void>();

/** Tells the listeners of this page what the outbox's own events do not: the worker's record changed. */
function announce() {
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever what is kept may have changed: here, in another tab, by the worker, or online. */
export function subscribeKept(listener: () => void): () => void {
  listeners.add(listener);
  const stopOutbox = subscribeOutbox(listener);
  const stopWorker = subscribeWorkerKept(listener);
  window.addEventListener("online", listener);
  return () => {
    listeners.delete(listener);
    stopOutbox();
    stopWorker();
    window.removeEventListener("online", listener);
  };
}
