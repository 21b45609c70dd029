// The build's warnings about the company's contact details: while one is still the obviously fake placeholder,
// and while a build variable (VITE_PHONE, ...) replaces what staff edit in the content manager
// (app/data/company.json): one source per fact, or a warning on every build naming both.
import { loadEnv, type Plugin } from "vite";
import { loadContentData } from "../../app/content/data-files.ts";
import {
  companyOverrides,
  overrideWarning,
  placeholdersInUse,
  type ContactDefaults,
} from "../../app/config/site-env.ts";

/** Every warning for these variables over the data file's details, one line each. */
export function companyDetailWarnings(
  env: Readonly<Record<string, unknown>>,
  company: ContactDefaults,
): string[] {
  const names = placeholdersInUse(env, company);
  return [
    ...companyOverrides(env, company).map(overrideWarning),
    ...(names.length > 0
      ? [`placeholder company details in use; set ${names.join(", ")} before going live`]
      : []),
  ];
}

/** Vite plugin: prints the warnings when a build starts (see README, "Configuration"). */
export function companyDetailsWarnings(mode: string): Plugin {
  return {
    name: "company-details-warnings",
    apply: "build",
    buildStart() {
      const env = { ...loadEnv(mode, process.cwd(), "VITE_"), ...process.env };
      for (const warning of companyDetailWarnings(env, loadContentData().company)) this.warn(warning);
    },
  };
}
