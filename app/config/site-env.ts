// Build-time settings read from the environment (VITE_* variables), parsed and validated here, at the edge, by a
// zod schema as the data files are (data-schema.ts). The schema is built inside functions only the build calls, so
// the browser's copy of this module (readSiteEnv) carries none of it.
import { z } from "zod";

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
  /**
   * When set, the contact form POSTs enquiries here as JSON: an absolute http(s) URL (a form service) or a path of
   * this site starting with "/" (the function deployed with it). When null, Send opens WhatsApp with the enquiry.
   */
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

function fallback(name: PlaceholderName, defaults: ContactDefaults): string {
  return name === "VITE_SITE_URL" ? PLACEHOLDERS.VITE_SITE_URL : defaults[DEFAULT_OF[name]];
}

/** A variable's text as set for the build, trimmed; unset, blank or not text, it reads as `otherwise`. */
function settingOf(value: unknown, otherwise: string): string {
  return (typeof value === "string" ? value.trim() : "") || otherwise;
}

/**
 * The settings as the app uses them, read from variables the build has checked (`parseSiteEnv`): no checks here,
 * so the browser's copy of the scripts carries no schema. The schema's own result is this function's.
 */
export function readSiteEnv(env: RawEnv, defaults: ContactDefaults = PLACEHOLDER_CONTACTS): SiteEnv {
  const endpoint = settingOf(env.VITE_CONTACT_ENDPOINT, "");
  return {
    phone: settingOf(env.VITE_PHONE, defaults.phone),
    infoEmail: settingOf(env.VITE_INFO_EMAIL, defaults.infoEmail),
    salesEmail: settingOf(env.VITE_SALES_EMAIL, defaults.salesEmail),
    whatsappNumber: settingOf(env.VITE_WHATSAPP_NUMBER, defaults.whatsappNumber),
    siteUrl: new URL(settingOf(env.VITE_SITE_URL, PLACEHOLDERS.VITE_SITE_URL)).origin,
    // A path of this site as it is; an absolute URL normalised.
    contactEndpoint: endpoint === "" ? null : endpoint.startsWith("/") ? endpoint : new URL(endpoint).href,
  };
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === "https:" || protocol === "http:";
  } catch {
    return false;
  }
}

/** A path of this site: starts with one "/" ("//" would name another host), no spaces or backslashes. */
function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value);
}

/** A variable read as `settingOf` does (an absent one too), then held to its rule; the message names it. */
function variable(name: string, otherwise: string, valid: (value: string) => boolean, rule: string) {
  return z.preprocess(
    (value) => settingOf(value, otherwise),
    z.string().refine(valid, { error: (issue) => `${name} must be ${rule}, got "${String(issue.input)}"` }),
  );
}

const HTTP_URL = "an absolute http(s) URL";

/** What a value that is not a set of variables is, for the message. */
function kindOf(input: unknown): string {
  if (input === null) return "null";
  return Array.isArray(input) ? "array" : typeof input;
}

/** The build environment over the company's own details: every variable checked, the result `readSiteEnv`'s. */
export function siteEnvSchema(defaults: ContactDefaults = PLACEHOLDER_CONTACTS) {
  const matches = (pattern: RegExp) => (value: string) => pattern.test(value);
  return z
    .object(
      {
        VITE_PHONE: variable(
          "VITE_PHONE",
          defaults.phone,
          matches(PHONE),
          "a phone number such as +263 24 212 3456",
        ),
        VITE_INFO_EMAIL: variable("VITE_INFO_EMAIL", defaults.infoEmail, matches(EMAIL), "an e-mail address"),
        VITE_SALES_EMAIL: variable(
          "VITE_SALES_EMAIL",
          defaults.salesEmail,
          matches(EMAIL),
          "an e-mail address",
        ),
        VITE_WHATSAPP_NUMBER: variable(
          "VITE_WHATSAPP_NUMBER",
          defaults.whatsappNumber,
          matches(WHATSAPP),
          "digits only in international form, no +",
        ),
        VITE_SITE_URL: variable("VITE_SITE_URL", PLACEHOLDERS.VITE_SITE_URL, isHttpUrl, HTTP_URL),
        VITE_CONTACT_ENDPOINT: variable(
          "VITE_CONTACT_ENDPOINT",
          "",
          (value) => value === "" || isHttpUrl(value) || isSitePath(value),
          `${HTTP_URL} or a path of this site starting with one "/" (such as /api/enquiry)`,
        ),
      },
      {
        error: (issue) => `The build environment must be an object of variables, got ${kindOf(issue.input)}`,
      },
    )
    .transform((checked) => readSiteEnv(checked, defaults));
}

/**
 * Checks the build environment over the company's own details and returns the settings; a malformed value throws,
 * one line for each, so that a typo fails the build, not the page.
 */
export function parseSiteEnv(env: unknown, defaults: ContactDefaults = PLACEHOLDER_CONTACTS): SiteEnv {
  const result = siteEnvSchema(defaults).safeParse(env);
  if (!result.success) throw new Error(result.error.issues.map((issue) => issue.message).join("\n"));
  return result.data;
}

/** A build variable that replaces a detail staff edit in the content manager (app/data/company.json). */
export interface CompanyOverride {
  variable: keyof typeof DEFAULT_OF;
  field: keyof ContactDefaults;
  /** What the variable sets, and what the data file says (what staff see in the content manager). */
  value: string;
  fileValue: string;
}

/**
 * The variables set for this build that replace a detail of app/data/company.json: while one is set, staff's edits
 * of that detail in the content manager do not reach the site, so every build says so.
 */
export function companyOverrides(env: RawEnv, defaults: ContactDefaults): CompanyOverride[] {
  return (Object.keys(DEFAULT_OF) as (keyof typeof DEFAULT_OF)[]).flatMap((variable) => {
    const value = settingOf(env[variable], "");
    const field = DEFAULT_OF[variable];
    return value === "" ? [] : [{ variable, field, value, fileValue: defaults[field] }];
  });
}

/** The build's warning for one override, naming the variable and the data file's field. */
export function overrideWarning({ variable, field, value, fileValue }: CompanyOverride): string {
  const same = value === fileValue ? "the same value for now" : `"${value}", not "${fileValue}"`;
  return (
    `${variable} is set for this build and replaces ${field} in app/data/company.json (${same}): edits to ` +
    `${field} in the content manager will not reach the site until ${variable} is unset`
  );
}

/** Names of the settings still on their placeholder value, neither set for the build nor in the data file. */
export function placeholdersInUse(
  env: RawEnv,
  defaults: ContactDefaults = PLACEHOLDER_CONTACTS,
): PlaceholderName[] {
  return (Object.keys(PLACEHOLDERS) as PlaceholderName[]).filter(
    (name) => settingOf(env[name], fallback(name, defaults)) === PLACEHOLDERS[name],
  );
}
