import { Mail, MessageCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { Button, buttonVariants } from "~/components/ui/button";
import { enquiryOutbox, undeliveredEnquiry as copy } from "~/content/contact-form";
import type { KeptView, UndeliveredEnquiry as Undelivered } from "./kept-enquiries";
import { emailEnquiryUrl, enquiryText, whatsappEnquiryUrl } from "./enquiry-text";

/** Where an enquiry the site cannot deliver is offered instead: the business's WhatsApp number and sales address. */
export interface Channels {
  whatsappNumber: string;
  salesEmail: string;
}

/**
 * An enquiry the site cannot deliver (refused, or its service not set up), told as such: its text, and the same
 * enquiry written out for WhatsApp and for e-mail; with `onDismiss`, a button that forgets it.
 */
export function UndeliveredEnquiry({
  enquiry,
  answer,
  channels,
  onDismiss,
}: Undelivered & { channels: Channels; onDismiss?: () => void }) {
  const link = buttonVariants({ variant: "outline" });
  return (
    <div className="space-y-2 rounded-md border border-red-700 bg-red-50 p-3 text-sm text-slate-800">
      <p className="font-semibold">{copy[answer]}</p>
      <p>{copy.offer}</p>
      <p className="break-words whitespace-pre-wrap">{enquiryText(enquiry)}</p>
      <div className="flex flex-wrap gap-2">
        <a
          href={whatsappEnquiryUrl(channels.whatsappNumber, enquiry)}
          target="_blank"
          rel="noopener noreferrer"
          className={link}
        >
          <MessageCircle aria-hidden="true" />
          <span>{copy.whatsapp}</span>
          <span className="sr-only">{copy.newTab}</span>
        </a>
        <a href={emailEnquiryUrl(channels.salesEmail, enquiry)} className={link}>
          <Mail aria-hidden="true" />
          <span>{copy.email}</span>
        </a>
        {onDismiss && (
          <Button
            type="button"
            variant="ghost"
            aria-label={enquiryOutbox.dismissLabel(enquiry.name)}
            onClick={onDismiss}
          >
            {enquiryOutbox.dismiss}
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * Says how many enquiries wait to be sent, on this device or with the offline copy's worker, and shows each that
 * cannot be delivered, until the buyer dismisses it; empty (and silent) when there are none. Shown only with a
 * contact endpoint; its code loads with the form.
 */
export function KeptEnquiriesNote({ channels }: { channels: Channels }) {
  const [view, setView] = useState<KeptView>({ waiting: 0, undelivered: [] });
  const [kept, setKept] = useState<typeof import("./kept-enquiries")>();
  useEffect(() => {
    let current = true;
    let unsubscribe = () => {};
    const failed = (error: unknown) => console.error(error);
    import("./kept-enquiries")
      .then((module) => {
        if (!current) return;
        setKept(module);
        const update = () => {
          module.readKept().then((next) => {
            if (current) setView(next);
          }, failed);
        };
        update();
        unsubscribe = module.subscribeKept(update);
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
        {view.waiting > 0 ? enquiryOutbox.waiting(view.waiting) : ""}
      </p>
      {view.undelivered.map((entry) => (
        <UndeliveredEnquiry
          key={entry.enquiry.key}
          {...entry}
          channels={channels}
          onDismiss={() => {
            kept?.dismissKept(entry).catch((error: unknown) => console.error(error));
          }}
        />
      ))}
    </div>
  );
}
