import { Mail, MessageCircle } from "lucide-react";
import { Button, buttonVariants } from "~/components/ui/button";
import { enquiryOutbox, undeliveredEnquiry as copy } from "~/content/contact-form";
import type { Undelivered } from "./answers";
import type { Enquiry } from "./enquiry";
import { emailEnquiryUrl, enquiryText, whatsappEnquiryUrl } from "./enquiry-text";

export interface Channels {
  /** The business's WhatsApp number (site.whatsappNumber). */
  whatsappNumber: string;
  /** The sales address (site.salesEmail). */
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
}: {
  enquiry: Enquiry;
  answer: Undelivered;
  channels: Channels;
  onDismiss?: () => void;
}) {
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
          className={buttonVariants({ variant: "outline" })}
        >
          <MessageCircle aria-hidden="true" />
          <span>{copy.whatsapp}</span>
          <span className="sr-only">{copy.newTab}</span>
        </a>
        <a
          href={emailEnquiryUrl(channels.salesEmail, enquiry)}
          className={buttonVariants({ variant: "outline" })}
        >
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
