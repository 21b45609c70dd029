// Copy and options of the contact page's enquiry form: what it says while sending, after, and about the
// enquiries kept to send later. Only the contact page (and the code it loads) reads it.

export const SERVICE_OPTIONS = [
  { value: "industrial", label: "Mining & Industrial" },
  { value: "energy", label: "Energy" },
  { value: "civil", label: "Civil Contractors" },
  { value: "other", label: "Other Inquiry" },
] as const;

export type ServiceValue = (typeof SERVICE_OPTIONS)[number]["value"];

export const contactForm = {
  title: "Send Us a Message",
  requiredNote: "are required.",
  labels: {
    name: "Full Name",
    email: "Email",
    phone: "Phone",
    service: "Service",
    message: "Message",
  },
  optional: "(optional)",
  servicePlaceholder: "Select a service",
  submit: "Send Message",
  sending: "Sending...",
  /** The endpoint has the enquiry. */
  success: "Thank you! Your message has been sent. We will get back to you soon.",
  /** It could not be sent, nor kept on this device: the form keeps every value. */
  failure: "Sorry, your message could not be sent. Please try again, or call or e-mail us.",
  /** The endpoint refused it for good: the form keeps every value. */
  refused:
    "Sorry, our enquiry service did not accept this message, so it has not been sent. Your text is still in the form: please call or e-mail us, or try WhatsApp.",
  blank: "Please enter more than spaces.",
  noscript:
    "Sending this form needs JavaScript, which is off in this browser. Please call or e-mail us instead: our details are on this page.",
} as const;

/** Without a contact endpoint, Send opens WhatsApp with the enquiry written out: the buyer sends it from there. */
export const whatsappEnquiry = {
  /** The message WhatsApp opens with. */
  heading: "Enquiry from the website",
  phoneNone: "not given",
  /** Send opened WhatsApp. */
  opened:
    "WhatsApp has opened with your enquiry. It is not sent yet: tap Send in WhatsApp to send it to our sales team.",
  /** Send was pressed before the page was ready, so WhatsApp could not open by itself. */
  ready:
    "Your enquiry is ready to send on WhatsApp. It is not sent yet: open WhatsApp, then tap Send there to send it to our sales team.",
  open: "Open WhatsApp",
  openAgain: "Open WhatsApp again",
  newTab: "(opens WhatsApp in a new tab)",
} as const;

/**
 * What the form says about an enquiry the endpoint could not take yet (no signal, no answer, or busy), which this
 * device (or its offline copy) keeps until it can be sent, and about one the endpoint refused for good.
 */
export const enquiryOutbox = {
  kept: "Your enquiry could not reach us just now. It is kept on this device and will be sent automatically when the connection allows.",
  waiting: (count: number) =>
    count === 1
      ? "One enquiry is kept on this device and will be sent when the connection allows."
      : `${count} enquiries are kept on this device and will be sent when the connection allows.`,
  sent: "Back online: your enquiry has been sent. We will get back to you soon.",
  failed:
    "Your enquiry kept on this device could not be sent yet. We will try again on your next visit; you can also call or e-mail us.",
  refusedLater:
    "An enquiry kept on this device was not accepted by our enquiry service. Its text is on the contact page: please call or e-mail us.",
  refusedTitle: "Not accepted by our enquiry service, so not sent. Your text, to send another way:",
  dismiss: "Dismiss",
  dismissLabel: (name: string) => `Dismiss the enquiry from ${name} that was not accepted`,
} as const;
