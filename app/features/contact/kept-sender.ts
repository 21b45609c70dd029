// Sends the enquiries kept on this device, oldest first, once there is signal, and says so.
import type { OutboxStorage } from "./enquiry-outbox";
import { loadOutbox, markSending, removeKept } from "./kept-enquiries";
import { ENDPOINT_TIMEOUT_MS, postEnquiry, type PostOptions } from "./post-enquiry";

/** Tabs of the site take turns sending, so an enquiry kept once is sent once. */
export const OUTBOX_LOCK = "contact-outbox";
/** A mark older than this was left by a page closed while sending: the enquiry is sent again. */
export const SENDING_EXPIRES_MS = 4 * ENDPOINT_TIMEOUT_MS;

export interface SendKeptOptions extends PostOptions {
  storage: OutboxStorage | null;
  /** Whether the device has signal: navigator.onLine. */
  online?: () => boolean;
  /** Runs the task while no other tab runs it: the Web Locks API. */
  exclusive?: <T>(task: () => Promise<T>) => Promise<T>;
  now?: () => number;
}

export interface SendKeptResult {
  sent: number;
  /** Sending failed with signal (the endpoint refused it or did not answer): the rest stay kept. */
  failed: boolean;
}

let queue: Promise<unknown> = Promise.resolve();

/** The Web Locks API where there is one; else, one task at a time in this tab. */
function webLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== "undefined" && "locks" in navigator)
    return navigator.locks.request(OUTBOX_LOCK, task);
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Sends every kept enquiry, oldest first, removing each once the endpoint has it; stops when the signal goes or
 * one fails. Each is marked as being sent before it is: the tab whose turn comes next skips it even if the
 * removal has not reached it yet (tabs see each other's writes a moment late).
 */
export function sendKept({
  storage,
  endpoint,
  fetch,
  online = () => navigator.onLine,
  exclusive = webLock,
  now = Date.now,
}: SendKeptOptions): Promise<SendKeptResult> {
  // Read inside the turn: another tab may have sent them meanwhile.
  return exclusive(async () => {
    let sent = 0;
    for (const kept of loadOutbox(storage)) {
      const { id, enquiry, sendingSince } = kept;
      if (sendingSince !== undefined && now() - sendingSince < SENDING_EXPIRES_MS) continue;
      if (!online() || !markSending(storage, kept, now())) break;
      try {
        await postEnquiry(enquiry, { endpoint, fetch });
      } catch (error) {
        markSending(storage, kept, undefined);
        if (!online()) break;
        console.error(error);
        return { sent, failed: true };
      }
      removeKept(storage, id);
      sent += 1;
    }
    return { sent, failed: false };
  });
}
