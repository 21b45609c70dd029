// What a page and the offline copy's worker say to each other about the enquiries the worker keeps: a page asks
// (on a MessageChannel, whose port gets the answer), the worker answers, and tells every window when what it keeps
// changed. Plain values: the page and the worker both import it, and each checks what the other sends.
import { isUndelivered, type Undelivered } from "./answers";

/** A page's question to the worker. */
export const ENQUIRIES_MESSAGE = "ENQUIRIES";
/** The worker's word to every window of the site after what it keeps changed. */
export const ENQUIRIES_CHANGED = "ENQUIRIES_CHANGED";

export interface EnquiriesQuestion {
  type: typeof ENQUIRIES_MESSAGE;
  /** Try the waiting ones now: a page of the site is open, with signal. */
  replay?: boolean;
  /** Forget the undelivered enquiry with this key: the buyer has dismissed it. */
  dismiss?: string;
}

/** What the worker keeps: how many wait, and each it could not deliver, as it was posted, with the answer. */
export interface WorkerKept {
  waiting: number;
  undelivered: { body: string; answer: Undelivered }[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A page's question, or null when the message is none. */
export function readQuestion(data: unknown): EnquiriesQuestion | null {
  if (!isRecord(data) || data.type !== ENQUIRIES_MESSAGE) return null;
  return {
    type: ENQUIRIES_MESSAGE,
    ...(data.replay === true && { replay: true }),
    ...(typeof data.dismiss === "string" && { dismiss: data.dismiss }),
  };
}

/** The worker's answer, or null when it is none; an entry that is not one is left out. */
export function readWorkerKept(data: unknown): WorkerKept | null {
  if (!isRecord(data) || typeof data.waiting !== "number" || !Number.isFinite(data.waiting)) return null;
  if (!Array.isArray(data.undelivered)) return null;
  const undelivered = data.undelivered.flatMap((entry: unknown) =>
    isRecord(entry) && typeof entry.body === "string" && isUndelivered(entry.answer)
      ? [{ body: entry.body, answer: entry.answer }]
      : [],
  );
  return { waiting: Math.max(0, Math.floor(data.waiting)), undelivered };
}

/** Whether a message is the worker's word that what it keeps changed. */
export const isChanged = (data: unknown): boolean => isRecord(data) && data.type === ENQUIRIES_CHANGED;
