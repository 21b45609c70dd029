// The enquiry as a WhatsApp message, and the link that opens WhatsApp with it (the channel without an endpoint).
// Pure: no React, no browser.
import { contactForm, SERVICE_OPTIONS, whatsappEnquiry as copy } from "~/content/contact-form";
import { whatsappUrl } from "~/lib/whatsapp";
import type { Enquiry } from "./enquiry";

/** The service's label as the form shows it; the value itself when it is no longer one of the options. */
export const serviceLabel = (service: string) =>
  SERVICE_OPTIONS.find((option) => option.value === service)?.label ?? service;

/** The message: a heading, one line per field, then the message as typed. */
export function enquiryText(enquiry: Omit<Enquiry, "key">): string {
  const { labels } = contactForm;
  return [
    copy.heading,
    "",
    `${labels.name}: ${enquiry.name}`,
    `${labels.email}: ${enquiry.email}`,
    `${labels.phone}: ${enquiry.phone ?? copy.phoneNone}`,
    `${labels.service}: ${serviceLabel(enquiry.service)}`,
    "",
    enquiry.message,
  ].join("\n");
}

/** The wa.me link to the business's number with the enquiry prefilled. */
export const whatsappEnquiryUrl = (whatsappNumber: string, enquiry: Omit<Enquiry, "key">) =>
  whatsappUrl(whatsappNumber, enquiryText(enquiry));
