// Copy of the contact page. The enquiry form's copy and options are in contact-form.ts, which only the contact page
// loads (this module is in every page's shared code, for the page's title and description); they are re-exported
// here, so the contact page's wording is found from this module.
import { page } from "./page-entry";

export {
  contactForm,
  enquiryOutbox,
  SERVICE_OPTIONS,
  undeliveredEnquiry,
  whatsappEnquiry,
  type ServiceValue,
} from "./contact-form";

export const contactHero = {
  eyebrow: "Get in touch",
  title: "Contact Us",
  intro: "Request a quote or ask us anything. Our sales team replies within one business day.",
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
