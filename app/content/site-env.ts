// Build-time settings read from the environment (VITE_* variables), parsed and validated here, at the edge.

export const PLACEHOLDERS = {
  VITE_PHONE: "+263 00 000 0000",
  VITE_INFO_EMAIL: "info@example.com",
  VITE_SALES_EMAIL: "sales@example.com",
  VITE_WHATSAPP_NUMBER: "263000000000",
  VITE_SITE_URL: "https://www.example.com",
} as const;

export type PlaceholderName = keyof typeof PLACEHOLDERS;

export interface SiteEnv {
  /** Phone number as shown to people, e.g. "+263 24 212 3456". */
  phone: string;
  infoEmail: string;
  salesEmail: string;
  /** WhatsApp business number: digits only, international form, no "+". */
  whatsappNumber: string;
  /** Public origin of the site, no trailing slash; canonical URLs and the sitemap use it. */
  siteUrl: string;
  /** When set, the contact form POSTs enquiries here as JSON; when null it only simulates sending. */
  contactEndpoint: string | null;
}

type RawEnv = Readonly<Record<string, unknown>>;

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE = /^\+?[0-9][0-9 ()-]{5,24}$/;
/** Digits only, international form, no "+". */
export const WHATSAPP = /^[1-9][0-9]{7,14}$/;

/** The company's own contact details (the data file app/data/company.json); a variable overrides each. */
export type ContactDefaults = Pick<SiteEnv, "phone" | "infoEmail" | "salesEmail" | "whatsappNumber">;

const PLACEHOLDER_CONTACTS: ContactDefaults = {
  phone: PLACEHOLDERS.VITE_PHONE,
  infoEmail: PLACEHOLDERS.VITE_INFO_EMAIL,
  salesEmail: PLACEHOLDERS.VITE_SALES_EMAIL,
  whatsappNumber: PLACEHOLDERS.VITE_WHATSAPP_NUMBER,
};

const DEFAULT_OF = {
  VITE_PHONE: "phone",
  VITE_INFO_EMAIL: "infoEmail",
  VITE_SALES_EMAIL: "salesEmail",
  VITE_WHATSAPP_NUMBER: "whatsappNumber",
} as const satisfies Partial<Record<PlaceholderName, keyof ContactDefaults>>;

type ContactVariable = keyof typeof DEFAULT_OF;

function fallback(name: PlaceholderName, defaults: ContactDefaults): string {
  return name === "VITE_SITE_URL" ? PLACEHOLDERS.VITE_SITE_URL : defaults[DEFAULT_OF[name]];
}

function read(env: RawEnv, name: string): string | undefined {
  const value = env[name];
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

function httpUrl(value: string, name: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  return url;
}

function checked(
  env: RawEnv,
  name: ContactVariable,
  pattern: RegExp,
  what: string,
  defaults: ContactDefaults,
): string {
  const value = read(env, name) ?? defaults[DEFAULT_OF[name]];
  if (!pattern.test(value)) throw new Error(`${name} must be ${what}, got "${value}"`);
  return value;
}

/**
 * Parses the build environment over the company's own details; a malformed value throws so that a typo fails
 * the build, not the page.
 */
export function parseSiteEnv(env: RawEnv, defaults: ContactDefaults = PLACEHOLDER_CONTACTS): SiteEnv {
  const siteUrl = httpUrl(read(env, "VITE_SITE_URL") ?? PLACEHOLDERS.VITE_SITE_URL, "VITE_SITE_URL");
  const endpoint = read(env, "VITE_CONTACT_ENDPOINT");
  return {
    phone: checked(env, "VITE_PHONE", PHONE, "a phone number such as +263 24 212 3456", defaults),
    infoEmail: checked(env, "VITE_INFO_EMAIL", EMAIL, "an e-mail address", defaults),
    salesEmail: checked(env, "VITE_SALES_EMAIL", EMAIL, "an e-mail address", defaults),
    whatsappNumber: checked(
      env,
      "VITE_WHATSAPP_NUMBER",
      WHATSAPP,
      "digits only in international form, no +",
      defaults,
    ),
    siteUrl: siteUrl.origin,
    contactEndpoint: endpoint === undefined ? null : httpUrl(endpoint, "VITE_CONTACT_ENDPOINT").href,
  };
}

/** Names of the settings still on their placeholder value, neither set for the build nor in the data file. */
export function placeholdersInUse(
  env: RawEnv,
  defaults: ContactDefaults = PLACEHOLDER_CONTACTS,
): PlaceholderName[] {
  return (Object.keys(PLACEHOLDERS) as PlaceholderName[]).filter(
    (name) => (read(env, name) ?? fallback(name, defaults)) === PLACEHOLDERS[name],
  );
}
