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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 ()-]{5,24}$/;
const WHATSAPP = /^[1-9][0-9]{7,14}$/;

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

function checked(env: RawEnv, name: PlaceholderName, pattern: RegExp, what: string): string {
  const value = read(env, name) ?? PLACEHOLDERS[name];
  if (!pattern.test(value)) throw new Error(`${name} must be ${what}, got "${value}"`);
  return value;
}

/** Parses the build environment; a malformed value throws so that a typo fails the build, not the page. */
export function parseSiteEnv(env: RawEnv): SiteEnv {
  const siteUrl = httpUrl(read(env, "VITE_SITE_URL") ?? PLACEHOLDERS.VITE_SITE_URL, "VITE_SITE_URL");
  const endpoint = read(env, "VITE_CONTACT_ENDPOINT");
  return {
    phone: checked(env, "VITE_PHONE", PHONE, "a phone number such as +263 24 212 3456"),
    infoEmail: checked(env, "VITE_INFO_EMAIL", EMAIL, "an e-mail address"),
    salesEmail: checked(env, "VITE_SALES_EMAIL", EMAIL, "an e-mail address"),
    whatsappNumber: checked(env, "VITE_WHATSAPP_NUMBER", WHATSAPP, "digits only in international form, no +"),
    siteUrl: siteUrl.origin,
    contactEndpoint: endpoint === undefined ? null : httpUrl(endpoint, "VITE_CONTACT_ENDPOINT").href,
  };
}

/** Names of the settings still on their placeholder value. */
export function placeholdersInUse(env: RawEnv): PlaceholderName[] {
  return (Object.keys(PLACEHOLDERS) as PlaceholderName[]).filter((name) => read(env, name) === undefined);
}
