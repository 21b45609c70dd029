import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { enquiryOutbox as copy } from "~/content/contact-form";
import type { KeptView } from "./endpoint-delivery";
import { loadEndpointDelivery } from "./load-endpoint-delivery";
import { enquiryText } from "./whatsapp-enquiry";

const NOTHING: KeptView = { waiting: 0, refused: [] };

/**
 * Says how many enquiries wait to be sent, on this device or with the offline copy's worker, and shows each one the
 * endpoint refused for good with its text, until the buyer dismisses it; empty (and silent) when there are none.
 * Shown only with a contact endpoint, whose code the form loads anyway: what is kept is read through it.
 */
export function KeptEnquiriesNote() {
  const [view, setView] = useState<KeptView>(NOTHING);
  useEffect(() => {
    let current = true;
    let unsubscribe = () => {};
    loadEndpointDelivery()
      .then(({ readKept, subscribeKept }) => {
        if (!current) return;
        const update = () => {
          readKept()
            .then((next) => {
              if (current) setView(next);
            })
            .catch((error: unknown) => {
              console.error(error);
            });
        };
        update();
        unsubscribe = subscribeKept(update);
      })
      .catch((error: unknown) => {
        console.error(error);
      });
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
      {view.refused.map(({ enquiry, dismiss }) => (
        <div
          key={enquiry.key}
          className="space-y-2 rounded-md border border-red-700 bg-red-50 p-3 text-sm text-slate-800"
        >
          <p className="font-semibold">{copy.refusedTitle}</p>
          <p className="break-words whitespace-pre-wrap">{enquiryText(enquiry)}</p>
          <Button
            type="button"
            variant="outline"
            aria-label={copy.dismissLabel(enquiry.name)}
            onClick={() => {
              dismiss().catch((error: unknown) => {
                console.error(error);
              });
            }}
          >
            {copy.dismiss}
          </Button>
        </div>
      ))}
    </div>
  );
}
