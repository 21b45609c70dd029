// Company details in one place. Values marked "env" come from build-time variables (see README, "Configuration").
import { parseSiteEnv } from "./site-env";

// `import.meta.env` is Vite's; tools that load this module outside Vite (Playwright) get the defaults.
const viteEnv = import.meta.env as Partial<ImportMetaEnv> | undefined;
const env = parseSiteEnv(viteEnv ?? {});

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

const harare = {
  name: "Harare Main Office",
  street: "14 Coventry Road, Workington",
  area: "Workington",
  city: "Harare",
  country: "Zimbabwe",
  salesEmail: env.salesEmail,
  phone: env.phone,
} satisfies Office;

export const site = {
  name: "Industrial Suppliers",
  legalName: "Industrial Suppliers (Private) Limited",
  /** The company's energy brand: the navigation label of /energy-solutions. */
  energyBrandName: "IS Energy",
  foundingYear: 1991,
  incorporation: { month: "August", year: 1991, act: "Zimbabwe Companies Act", certificate: "3619/91" },
  description: "Reliable solutions in industrial supplies, renewable energy and civil contracting.",
  address: { street: harare.street, city: harare.city, country: harare.country, countryCode: "ZW" },
  phone: env.phone,
  infoEmail: env.infoEmail,
  salesEmail: env.salesEmail,
  whatsappNumber: env.whatsappNumber,
  siteUrl: env.siteUrl,
  contactEndpoint: env.contactEndpoint,
  offices: [
    harare,
    {
      name: "Marlborough Branch",
      street: "27 Princess Drive, Marlborough",
      area: "Marlborough",
      city: "Harare",
      country: "Zimbabwe",
      salesEmail: env.salesEmail,
      phone: env.phone,
    },
  ] satisfies Office[],
  social,
  map: {
    query: "Coventry Road, Workington, Harare, Zimbabwe",
    title: "Map showing our Harare main office in Workington",
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
  dayOfWeek: readonly string[];
}

/** Opening hours of both offices (SPEC.md section 9). */
export const businessHours: readonly BusinessHours[] = [
  {
    days: "Monday to Friday",
    hours: "8:00 to 17:00",
    opens: "08:00",
    closes: "17:00",
    dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  },
  { days: "Saturday", hours: "8:00 to 12:00", opens: "08:00", closes: "12:00", dayOfWeek: ["Saturday"] },
  { days: "Sunday", hours: "Closed", opens: null, closes: null, dayOfWeek: ["Sunday"] },
];
