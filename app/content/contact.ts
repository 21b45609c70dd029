// Copy and options of the contact page and its enquiry form.
import { page } from "./page-entry";

export const SERVICE_OPTIONS = [
  { value: "industrial", label: "Mining & Industrial" },
  { value: "energy", label: "Energy" },
  { value: "civil", label: "Civil Contractors" },
  { value: "other", label: "Other Inquiry" },
] as const;

export type ServiceValue = (typeof SERVICE_OPTIONS)[number]["value"];

export const contactHero = {
  eyebrow: "Get in touch",
  title: "Contact Us",
  intro: "Request a quote or ask us anything. Our sales team replies within one business day.",
} as const;

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
  success: "Thank you! Your message has been sent. We will get back to you soon.",
  failure: "Sorry, your message could not be sent. Please try again, or call or e-mail us.",
  blank: "Please enter more than spaces.",
  noscript:
    "Sending this form needs JavaScript, which is off in this browser. Please call or e-mail us instead: our details are on this page.",
} as const;

/** What the form says about an enquiry sent with no signal, which this device keeps until it can be sent. */
export const enquiryOutbox = {
  kept: "No signal: your enquiry is kept on this device and will be sent when you are back online.",
  waiting: (count: number) =>
    count === 1
      ? "One enquiry is kept on this device and will be sent when you are back online."
      : `${count} enquiries are kept on this device and will be sent when you are back online.`,
  sent: "Back online: your enquiry has been sent. We will get back to you soon.",
  failed:
    "Your enquiry kept on this device could not be sent yet. We will try again on your next visit; you can also call or e-mail us.",
} as const;

export const officesIntro = {
  title: "Our Offices",
  hoursTitle: "Business Hours",
  mapTitle: "Find Us",
  openInMaps: "Open in Google Maps",
  salesEmail: "Sales",
  phone: "Phone",
} as const;

/** Title and description for meta tags, sharing and the sitemap. */
export const contactEntry = page(
  "/contact",
  "Contact Us",
  "Request a quote or send an enquiry: offices in Harare and Marlborough, phone, e-mail, business hours and a map.",
);
