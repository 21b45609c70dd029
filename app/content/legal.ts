// The Privacy Policy and the Terms of Service: their addresses and the wording around them. Their text is the data
// files staff edit in the content manager (app/data/legal/, the `legal` content collection); the company's e-mail
// and phone under it are the company's details (app/data/company.json), so there is one address to keep current.
import type { NavLink } from "./navigation";

/** Each legal page: its address and the data file (app/data/legal/<entry>.md) its text is read from. */
export const legalPages = {
  privacy: { label: "Privacy Policy", href: "/privacy", entry: "privacy" },
  terms: { label: "Terms of Service", href: "/terms", entry: "terms" },
} as const satisfies Record<string, NavLink & { entry: string }>;

export type LegalPageName = keyof typeof legalPages;

/** The footer's links, and those beside the contact form and the cart's checkout. */
export const legalLinks: readonly NavLink[] = [legalPages.privacy, legalPages.terms];

export const legalCopy = {
  /** Above the date the page's text was last changed. */
  updated: "Last updated",
  /** The block under the text: where to write about one's details, or with a question. */
  contactTitle: "Contact us",
  contactIntro:
    "To ask what we hold about you, to have it corrected or removed, or with a question about these pages:",
  email: "E-mail",
  phone: "Phone",
  /** Beside the contact form and the checkout: what happens to what the buyer sends. */
  asideIntro: "What we keep and send:",
} as const;
