// Everything the site needs only with a contact endpoint configured: sending an enquiry, keeping it on this device
// when there is no signal, counting and sending the kept ones. Loaded when needed (load-endpoint-delivery.ts), so
// pages without a kept enquiry, and sites without an endpoint, never download it.
import { notify } from "~/components/ui/toaster";
import { enquiryOutbox as copy } from "~/content/contact";
import { deliverEnquiry, type Delivery } from "./deliver-enquiry";
import { browserStorage, subscribeOutbox } from "./enquiry-outbox";
import { keepEnquiry, keptCount } from "./kept-enquiries";
import { sendKept } from "./kept-sender";
import type { PostOptions } from "./post-enquiry";
import type { Enquiry } from "./send-enquiry";

/** Sends the enquiry from the form, or keeps it on this device when there is no signal. */
export function deliver(enquiry: Enquiry, options: PostOptions): Promise<Delivery> {
  return deliverEnquiry(enquiry, { ...options, keep: (kept) => keepEnquiry(browserStorage(), kept) });
}

export { subscribeOutbox };

/** How many enquiries wait on this device. */
export function countKept(): number {
  return keptCount(browserStorage());
}

/** Sends the kept enquiries, then says what happened: sent, or not yet (they stay kept). */
export async function sendKeptAndSay(endpoint: string): Promise<void> {
  const { sent, failed } = await sendKept({ storage: browserStorage(), endpoint });
  if (sent > 0) notify({ kind: "success", message: copy.sent });
  if (failed) notify({ kind: "error", message: copy.failed });
}
