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
  blank: "Please enter more than spaces.",
  /** The honeypot's label, read by no person (the field is hidden): a bot that reads it may leave it empty. */
  honeypot: "Leave this field empty",
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
 * What the form says about an enquiry that cannot be delivered by the site (refused by the enquiry service, or the
 * service not set up on this host): the form keeps the text and offers it on WhatsApp and by e-mail, written out.
 */
export const undeliveredEnquiry = {
  /** Refused for good by the enquiry service. */
  refused: "Sorry, our enquiry service did not accept this message, so it has not been sent.",
  /** The site's enquiry service is not set up on this host. */
  "not-set-up": "Sorry, our enquiry service is not set up yet, so this message has not been sent.",
  offer: "Please send it to our sales team on WhatsApp or by e-mail instead: it is written out for you.",
  whatsapp: "Send on WhatsApp",
  email: "Send by e-mail",
  newTab: "(opens in a new tab)",
} as const;

export { enquiryOutbox } from "./outbox";
