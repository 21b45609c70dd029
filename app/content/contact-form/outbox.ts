// What the site says about the enquiries kept to send later: on the contact form, and on any page of the site (which
// loads only this, not the rest of the form's copy).

/**
 * What the form says about an enquiry the endpoint could not take yet (no signal, no answer, or busy), which this
 * device (or its offline copy) keeps until it can be sent, and about a kept one that could not be delivered.
 */
export const enquiryOutbox = {
  kept: "Your enquiry could not reach us just now. It is kept on this device and will be sent automatically when the connection allows.",
  /** The enquiry service limits how many enquiries one connection sends (429): it waits its turn. */
  limited: (minutes: number) =>
    `Many enquiries have been sent from your connection just now, so yours waits its turn: it is kept on this device and will be sent automatically in about ${minutes === 1 ? "a minute" : `${minutes} minutes`}.`,
  waiting: (count: number) =>
    count === 1
      ? "One enquiry is kept on this device and will be sent when the connection allows."
      : `${count} enquiries are kept on this device and will be sent when the connection allows.`,
  sent: "Back online: your enquiry has been sent. We will get back to you soon.",
  failed:
    "Your enquiry kept on this device could not be sent yet. We will try again on your next visit; you can also call or e-mail us.",
  undeliveredLater:
    "An enquiry kept on this device could not be delivered. Its text is on the contact page, to send on WhatsApp or by e-mail.",
  dismiss: "Dismiss",
  dismissLabel: (name: string) => `Dismiss the enquiry from ${name} that could not be delivered`,
} as const;
