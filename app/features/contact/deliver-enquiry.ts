// Where an enquiry goes when Send is pressed with an endpoint configured: to the endpoint; with no signal, kept on
// this device to be sent later; with signal but no delivery, nowhere (the form keeps what was typed and says so).
import { postEnquiry, type PostOptions } from "./post-enquiry";
import type { Enquiry } from "./send-enquiry";

export type Delivery = "sent" | "kept" | "failed";

export interface DeliverOptions extends PostOptions {
  /** Keeps the enquiry on this device; false when it could not. */
  keep: (enquiry: Enquiry) => boolean;
  /** Whether the device has signal: navigator.onLine. */
  online?: () => boolean;
}

/** Sends the enquiry, or keeps it when there is no signal before or after trying. */
export async function deliverEnquiry(enquiry: Enquiry, options: DeliverOptions): Promise<Delivery> {
  const { keep, online = () => navigator.onLine, ...post } = options;
  if (online()) {
    try {
      await postEnquiry(enquiry, post);
      return "sent";
    } catch (error) {
      if (online()) {
        console.error(error);
        return "failed";
      }
    }
  }
  return keep(enquiry) ? "kept" : "failed";
}
