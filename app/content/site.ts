// Company details in one place. Contact details, offices and opening hours come from the data file
// app/data/company.json (edited through the CMS at /admin); build-time variables override the contact details
// for a deploy (see README, "Configuration").
import { company } from "./company-data.ts";
import type { Weekday } from "./data-schema.ts";
import { parseSiteEnv, readSiteEnv } from "../config/site-env.ts";

// `import.meta.env` is Vite's; tools that load this module outside Vite (Playwright) get the data file's values.
// The prerender checks the variables with the schema (a malformed one fails the build); the browser's copy, built
// in the same run from the same variables, reads them as the schema does without carrying it (Vite replaces
// `import.meta.env?.SSR` with a constant, so the unused branch and the schema drop out of each build).
const viteEnv = import.meta.env as Partial<ImportMetaEnv> | undefined;
const env = (import.meta.env as Partial<ImportMetaEnv> | undefined)?.SSR
  ? parseSiteEnv(viteEnv ?? {}, company)
  : readSiteEnv(viteEnv ?? {}, company);

export interface Office {
  name: string;
  street: string;
  area: string;
  city: string;
  country: string;
  salesEmail: string;
  phone: string;
}

export interface SocialLink {
  name: "Facebook" | "X" | "LinkedIn" | "Instagram";
  /** null until the company has a page to link to: the icon then shows without a link. */
  href: string | null;
}

const social: readonly SocialLink[] = [
  { name: "Facebook", href: null },
  { name: "X", href: null },
  { name: "LinkedIn", href: null },
  { name: "Instagram", href: null },
];

// An office without its own phone or sales e-mail shows the company's.
const offices: readonly Office[] = company.offices.map((office) => ({
  name: office.name,
  street: office.street,
  area: office.area,
  city: office.city,
  country: office.country,
  salesEmail: office.salesEmail || env.salesEmail,
  phone: office.phone || env.phone,
}));

/** The first office is the main office: the company's address. */
const [main] = company.offices;
if (!main) throw new Error("app/data/company.json must list the main office");

export const site = {
  name: "Industrial Suppliers",
  /** Under the icon of the installed app, where about 12 characters fit. */
  shortName: "IS Suppliers",
  /** As registered: the data file's, on quotations, in the about page's history and to search engines. */
  legalName: company.registeredName,
  /** The company's energy brand: the navigation label of /energy-solutions. */
  energyBrandName: "IS Energy",
  foundingYear: 1991,
  incorporation: {
    month: "August",
    year: 1991,
    act: "Zimbabwe Companies Act",
    certificate: company.registrationNumber,
  },
  description: "Reliable solutions in industrial supplies, renewable energy and civil contracting.",
  address: { street: main.street, city: main.city, country: main.country, countryCode: main.countryCode },
  phone: env.phone,
  infoEmail: env.infoEmail,
  salesEmail: env.salesEmail,
  whatsappNumber: env.whatsappNumber,
  siteUrl: env.siteUrl,
  contactEndpoint: env.contactEndpoint,
  offices,
  social,
  map: {
    query: `${main.street}, ${main.city}, ${main.country}`,
    title: `Map showing our ${main.name} in ${main.area}, ${main.city}`,
  },
} as const;

/** `tel:` link target for a displayed phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, "")}`;
}

export interface BusinessHours {
  /** As shown on the contact page, e.g. "Monday to Friday". */
  days: string;
  /** As shown, e.g. "8:00 to 17:00", or "Closed". */
  hours: string;
  /** 24-hour opening and closing times for structured data; null when closed all day. */
  opens: string | null;
  closes: string | null;
  /** schema.org day names covered by this row. */
  dayOfWeek: readonly Weekday[];
}

/** "08:00" as shown to visitors: "8:00". */
function shownTime(time: string): string {
  return time.replace(/^0(?=\d:)/, "");
}

/**
 * Opening hours of both offices, declared once in the data file: the contact page shows them and the
 * structured data publishes them.
 */
export const businessHours: readonly BusinessHours[] = company.businessHours.map((row) => ({
  days: row.label,
  hours: row.hours ? `${shownTime(row.hours.opens)} to ${shownTime(row.hours.closes)}` : "Closed",
  opens: row.hours?.opens ?? null,
  closes: row.hours?.closes ?? null,
  dayOfWeek: row.days,
}));
