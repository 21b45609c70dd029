// The one checklist every build prints last: what a live deploy of this build still lacks, or that it lacks
// nothing. Each item names what to set and where. Read by scripts/build/postbuild.mjs; pure, so it is tested
// with every combination of settings.
import {
  companyOverrides,
  overrideWarning,
  placeholdersInUse,
  readSiteEnv,
  type ContactDefaults,
} from "../../app/config/site-env.ts";

/** The hosts whose build environment says where the build runs (each sets its variable in its builds). */
export type BuildHost = "netlify" | "cloudflare-pages" | "vercel" | "other";

/** Which host runs this build, from the variables each host sets in its own builds. */
export function buildHost(env: Readonly<Record<string, unknown>>): BuildHost {
  if (env.NETLIFY === "true") return "netlify";
  if (env.CF_PAGES === "1") return "cloudflare-pages";
  if (env.VERCEL === "1") return "vercel";
  return "other";
}

/**
 * Where each host's settings are, and what it calls a setting, in the words of its own screens: the checklist says
 * these, and the staff's guide (docs/going-live.md) says the same (a unit test holds the two together). On
 * Cloudflare Pages every setting is added as a Secret: with wrangler.toml in the repository, the dashboard's plain
 * variables are read from that file and can no longer be edited there, while Secrets stay editable and reach the
 * build too.
 */
export const HOST_SETTINGS = {
  netlify: {
    where: "Site configuration > Environment variables",
    setting: "environment variable",
    secret: "environment variable with Contains secret values ticked",
  },
  "cloudflare-pages": {
    where: "Settings > Variables and Secrets",
    setting: "variable of type Secret",
    secret: "variable of type Secret",
  },
  vercel: {
    where: "Settings > Environment Variables",
    setting: "Environment Variable",
    secret: "Environment Variable with Sensitive on",
  },
  other: { where: "the host's settings", setting: "build variable", secret: "secret" },
} as const satisfies Record<BuildHost, { where: string; setting: string; secret: string }>;

/** "set NAME (…) as an environment variable in Site configuration > …", as the host running the build says it. */
function setIn(env: Readonly<Record<string, unknown>>, secret = false): string {
  const words = HOST_SETTINGS[buildHost(env)];
  const kind = secret ? words.secret : words.setting;
  return `as ${/^[aeiou]/i.test(kind) ? "an" : "a"} ${kind} in ${words.where}`;
}

/** A variable set to some text (hosts give their settings to the build as well as to the functions). */
function isSet(value: unknown): boolean {
  return typeof value === "string" && value.trim() !== "";
}

export interface ChecklistInput {
  /** The build's variables (VITE_* and the host's own). */
  env: Readonly<Record<string, unknown>>;
  /** The company's details as app/data/company.json holds them. */
  company: ContactDefaults;
  /** Whether the content manager's repository is still the placeholder. */
  cmsRepoPlaceholder: boolean;
}

export interface Checklist {
  /** What the live site still lacks, one line each; empty when nothing. */
  todo: string[];
  /** How enquiries reach the company with this build, in one line. */
  enquiries: string;
  /** What the build cannot see but the host needs once (Netlify's sign-in is set in its own settings). */
  notes: string[];
}

function enquiryLines({ env, company }: ChecklistInput): { todo: string[]; enquiries: string } {
  const site = readSiteEnv(env, company);
  const endpoint = site.contactEndpoint;
  if (endpoint === null) {
    const placeholder = placeholdersInUse(env, company).includes("VITE_WHATSAPP_NUMBER");
    return {
      enquiries:
        `enquiries open WhatsApp to +${site.whatsappNumber} with the enquiry written out; the buyer's tap on Send ` +
        "there delivers it (for e-mail delivery, set VITE_CONTACT_ENDPOINT: docs/deploying.md)",
      todo: placeholder
        ? [
            "no enquiry delivery: the WhatsApp number enquiries and orders go to is the placeholder; set " +
              "whatsappNumber in the content manager (Company details) or VITE_WHATSAPP_NUMBER",
          ]
        : [],
    };
  }
  if (endpoint.startsWith("/")) {
    const todo = isSet(env.ENQUIRY_FORWARD_URL)
      ? []
      : [
          `enquiries are posted to the site's own function at ${endpoint}: set ENQUIRY_FORWARD_URL (the mail or ` +
            `form service it forwards to) ${setIn(env)}, or every buyer is told delivery is not set up ` +
            `and offered WhatsApp and e-mail instead (${endpoint} says which, when opened)`,
        ];
    return {
      enquiries:
        `enquiries are posted to ${endpoint}, the function deployed with the site on Netlify, Cloudflare Pages ` +
        "and Vercel (no other host answers there)",
      todo,
    };
  }
  return { enquiries: `enquiries are posted to ${endpoint}`, todo: [] };
}

function signInLine(env: Readonly<Record<string, unknown>>): string[] {
  const host = buildHost(env);
  // The client id is no secret, so the build can see it; the client secret stays a secret only the function reads.
  if ((host === "cloudflare-pages" || host === "vercel") && !isSet(env.GITHUB_CLIENT_ID)) {
    return [
      `staff sign in with GitHub through the site's function: set GITHUB_CLIENT_ID ${setIn(env)} and ` +
        `GITHUB_CLIENT_SECRET ${setIn(env, true)}, once (docs/going-live.md)`,
    ];
  }
  return [];
}

/** Everything a live deploy of this build still lacks, and how enquiries travel. */
export function deployChecklist(input: ChecklistInput): Checklist {
  const { env, company, cmsRepoPlaceholder } = input;
  const placeholders = placeholdersInUse(env, company);
  const enquiry = enquiryLines(input);
  const todo = [
    ...(placeholders.length > 0
      ? [
          `placeholder company details in use: ${placeholders.join(", ")}; set them in the content manager ` +
            `(Company details), or each ${setIn(env)} (VITE_SITE_URL only that way)`,
        ]
      : []),
    ...(cmsRepoPlaceholder
      ? [
          "the content manager's repository is the placeholder OWNER/REPOSITORY: set CMS_REPO (owner/name) " +
            `${setIn(env)}, or backend.repo in public/admin/config.yml`,
        ]
      : []),
    ...enquiry.todo,
    ...companyOverrides(env, company).map(overrideWarning),
    ...signInLine(env),
  ];
  const notes =
    buildHost(env) === "netlify"
      ? [
          "staff sign in with GitHub through Netlify: the GitHub OAuth app is added once under Site configuration " +
            "> Access & security > OAuth (docs/deploying.md)",
        ]
      : [];
  return { todo, enquiries: enquiry.enquiries, notes };
}

/** The checklist as the build prints it: a heading, then one numbered line per item. */
export function formatChecklist({ todo, enquiries, notes }: Checklist): string {
  const lines = [`Deploy checklist: ${enquiries}.`, ...notes.map((note) => `Note: ${note}.`)];
  if (todo.length === 0) lines.push("Nothing left before this build goes live.");
  else {
    lines.push(`Before this build goes live (${todo.length}):`);
    todo.forEach((item, index) => lines.push(`  ${index + 1}. ${item}`));
  }
  return lines.join("\n");
}
