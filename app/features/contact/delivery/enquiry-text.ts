// The enquiry written out, and the links that hand it to another channel with it: WhatsApp (the channel without an
// endpoint, and the way out for one that cannot be delivered) and e-mail. Name, e-mail and phone are one line each;
// the message keeps its line breaks. Pure: no React, no browser.
import { contactForm, SERVICE_OPTIONS, whatsappEnquiry as copy } from "~/content/contact-form";
import { oneLine, withLineBreaks } from "~/lib/plain-text";
import { whatsappUrl } from "~/lib/whatsapp";
import type { Enquiry } from "./enquiry";

type Written = Omit<Enquiry, "key">;

/** The service's label as the form shows it; the value itself when it is no longer one of the options. */
export const serviceLabel = (service: string) =>
  SERVICE_OPTIONS.find((option) => option.value === service)?.label ?? service;

/** The message: a heading, one line per field, then the message as typed. */
export function enquiryText(enquiry: Written): string {
  const { labels } = contactForm;
  return [
    copy.heading,
    "",
    `${labels.name}: ${oneLine(enquiry.name)}`,
    `${labels.email}: ${oneLine(enquiry.email)}`,
    `${labels.phone}: ${enquiry.phone === null ? copy.phoneNone : oneLine(enquiry.phone)}`,
    `${labels.service}: ${oneLine(serviceLabel(enquiry.service))}`,
    "",
    withLineBreaks(enquiry.message),
  ].join("\n");
}

/** The wa.me link to the business's number with the enquiry prefilled. */
export const whatsappEnquiryUrl = (whatsappNumber: string, enquiry: Written) =>
  whatsappUrl(whatsappNumber, enquiryText(enquiry));

/** A mailto: link to the sales address with the enquiry as the mail's subject and body (lines as CRLF). */
export const emailEnquiryUrl = (salesEmail: string, enquiry: Written) =>
  `mailto:${salesEmail}?subject=${encodeURIComponent(`${copy.heading}: ${oneLine(enquiry.name)}`)}` +
  `&body=${encodeURIComponent(enquiryText(enquiry).replaceAll("\n", "\r\n"))}`;
