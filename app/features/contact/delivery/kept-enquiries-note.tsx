import { useEffect, useState } from "react";
import { enquiryOutbox as copy } from "~/content/contact-form";
import type { KeptView } from "./kept-enquiries";
import { loadEndpointDelivery } from "./load-endpoint-delivery";
import { UndeliveredEnquiry, type Channels } from "./undelivered-enquiry";

const NOTHING: KeptView = { waiting: 0, undelivered: [] };

/**
 * Says how many enquiries wait to be sent, on this device or with the offline copy's worker, and shows each that
 * cannot be delivered with its text and the ways to send it otherwise, until the buyer dismisses it; empty (and
 * silent) when there are none. Shown only with a contact endpoint, whose code the form loads anyway.
 */
export function KeptEnquiriesNote({ channels }: { channels: Channels }) {
  const [view, setView] = useState<KeptView>(NOTHING);
  useEffect(() => {
    let current = true;
    let unsubscribe = () => {};
    const failed = (error: unknown) => console.error(error);
    loadEndpointDelivery()
      .then(({ readKept, subscribeKept }) => {
        if (!current) return;
        const update = () => {
          readKept().then((next) => {
            if (current) setView(next);
          }, failed);
        };
        update();
        unsubscribe = subscribeKept(update);
      })
      .catch(failed);
    return () => {
      current = false;
      unsubscribe();
    };
  }, []);
  return (
    <div className="space-y-3">
      <p role="status" className="text-sm font-semibold text-slate-700">
        {view.waiting > 0 ? copy.waiting(view.waiting) : ""}
      </p>
      {view.undelivered.map(({ enquiry, answer, dismiss }) => (
        <UndeliveredEnquiry
          key={enquiry.key}
          enquiry={enquiry}
          answer={answer}
          channels={channels}
          onDismiss={() => {
            dismiss().catch((error: unknown) => console.error(error));
          }}
        />
      ))}
    </div>
  );
}
