// @vitest-environment node
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildHost, deployChecklist, formatChecklist, HOST_SETTINGS } from "./deploy-checklist.ts";

const company = {
  phone: "+263 24 212 3456",
  infoEmail: "info@company.co.zw",
  salesEmail: "sales@company.co.zw",
  whatsappNumber: "263772123456",
};
const live = { VITE_SITE_URL: "https://www.company.co.zw" };

describe("the deploy checklist every build prints", () => {
  it("says nothing is left when the details, the repository and the enquiries' channel are the company's", () => {
    const checklist = deployChecklist({ env: live, company, cmsRepoPlaceholder: false });
    expect(checklist.todo).toEqual([]);
    expect(formatChecklist(checklist)).toBe(
      "Deploy checklist: enquiries open WhatsApp to +263772123456 with the enquiry written out; the buyer's tap on " +
        "Send there delivers it (for e-mail delivery, set VITE_CONTACT_ENDPOINT: docs/deploying.md).\n" +
        "Nothing left before this build goes live.",
    );
  });

  it("lists the placeholders, the repository and an enquiry channel that reaches no one, numbered", () => {
    const placeholders = { ...company, whatsappNumber: "263000000000", phone: "+263 00 000 0000" };
    const text = formatChecklist(
      deployChecklist({ env: {}, company: placeholders, cmsRepoPlaceholder: true }),
    );
    expect(text).toContain("Before this build goes live (3):");
    expect(text).toContain(
      "  1. placeholder company details in use: VITE_PHONE, VITE_WHATSAPP_NUMBER, VITE_SITE_URL;",
    );
    expect(text).toContain("  2. the content manager's repository is the placeholder OWNER/REPOSITORY");
    expect(text).toContain(
      "  3. no enquiry delivery: the WhatsApp number enquiries and orders go to is the placeholder",
    );
  });

  it("names each variable that replaces a detail staff edit, and that detail's field in the data file", () => {
    const { todo } = deployChecklist({
      env: { ...live, VITE_WHATSAPP_NUMBER: "263771000000", VITE_INFO_EMAIL: company.infoEmail },
      company,
      cmsRepoPlaceholder: false,
    });
    expect(todo).toEqual([
      "VITE_INFO_EMAIL is set for this build and replaces infoEmail in app/data/company.json (the same value for now): edits to infoEmail in the content manager will not reach the site until VITE_INFO_EMAIL is unset",
      'VITE_WHATSAPP_NUMBER is set for this build and replaces whatsappNumber in app/data/company.json ("263771000000", not "263772123456"): edits to whatsappNumber in the content manager will not reach the site until VITE_WHATSAPP_NUMBER is unset',
    ]);
  });

  it("asks for the function's forwarding address while the site's own function takes enquiries without one", () => {
    const env = { ...live, VITE_CONTACT_ENDPOINT: "/api/enquiry" };
    const without = deployChecklist({ env, company, cmsRepoPlaceholder: false });
    expect(without.enquiries).toContain("enquiries are posted to /api/enquiry");
    expect(without.todo).toEqual([expect.stringContaining("set ENQUIRY_FORWARD_URL")]);
    const configured = { ...env, ENQUIRY_FORWARD_URL: "https://formspree.io/f/abc" };
    expect(deployChecklist({ env: configured, company, cmsRepoPlaceholder: false }).todo).toEqual([]);
  });

  it("names a form service the page posts to directly, with nothing left to do", () => {
    const env = { ...live, VITE_CONTACT_ENDPOINT: " https://formspree.io/f/abc " };
    const checklist = deployChecklist({ env, company, cmsRepoPlaceholder: false });
    expect(checklist).toEqual({
      todo: [],
      enquiries: "enquiries are posted to https://formspree.io/f/abc",
      notes: [],
    });
  });

  it("asks for the GitHub sign-in's client id on the hosts where the site's function signs staff in", () => {
    for (const host of [{ CF_PAGES: "1" }, { VERCEL: "1" }]) {
      const env = { ...live, ...host };
      expect(deployChecklist({ env, company, cmsRepoPlaceholder: false }).todo).toEqual([
        expect.stringContaining(
          "CF_PAGES" in host
            ? "set GITHUB_CLIENT_ID as a variable of type Secret in Settings > Variables and Secrets and " +
                "GITHUB_CLIENT_SECRET as a variable of type Secret in Settings > Variables and Secrets"
            : "set GITHUB_CLIENT_ID as an Environment Variable in Settings > Environment Variables and " +
                "GITHUB_CLIENT_SECRET as an Environment Variable with Sensitive on in Settings > Environment Variables",
        ),
      ]);
      const signedIn = { ...env, GITHUB_CLIENT_ID: "Iv1.abc" };
      expect(deployChecklist({ env: signedIn, company, cmsRepoPlaceholder: false }).todo).toEqual([]);
    }
    const netlify = deployChecklist({
      env: { ...live, NETLIFY: "true" },
      company,
      cmsRepoPlaceholder: false,
    });
    expect(netlify.todo).toEqual([]);
    expect(formatChecklist(netlify)).toContain("Note: staff sign in with GitHub through Netlify");
  });

  it("reads the host from the variable each host sets in its builds, and no other value", () => {
    expect(buildHost({ NETLIFY: "true" })).toBe("netlify");
    expect(buildHost({ CF_PAGES: "1" })).toBe("cloudflare-pages");
    expect(buildHost({ VERCEL: "1" })).toBe("vercel");
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom("NETLIFY", "CF_PAGES", "VERCEL", "CI"), fc.string()),
        (env) => {
          const expected =
            env.NETLIFY === "true"
              ? "netlify"
              : env.CF_PAGES === "1"
                ? "cloudflare-pages"
                : env.VERCEL === "1"
                  ? "vercel"
                  : "other";
          expect(buildHost(env)).toBe(expected);
        },
      ),
    );
  });

  it("numbers every item once, whatever is missing", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (placeholderSite, repo, endpoint) => {
        const env = {
          ...(placeholderSite ? {} : live),
          ...(endpoint ? { VITE_CONTACT_ENDPOINT: "/api/enquiry" } : {}),
        };
        const checklist = deployChecklist({ env, company, cmsRepoPlaceholder: repo });
        const numbered = formatChecklist(checklist)
          .split("\n")
          .filter((line) => /^ {2}\d+\. /.test(line));
        expect(numbered).toHaveLength(checklist.todo.length);
        expect(checklist.todo).toHaveLength(Number(placeholderSite) + Number(repo) + Number(endpoint));
      }),
    );
  });
});

describe("the staff's guide, docs/going-live.md", () => {
  // The guide as staff read it: the screens' names without their bold marks.
  const guide = readFileSync(new URL("../../docs/going-live.md", import.meta.url), "utf8").replaceAll(
    "**",
    "",
  );
  const section = (heading: string) => guide.split(`\n## ${heading}\n`)[1]?.split("\n## ")[0] ?? "";

  it("names each host's settings where the checklist does, and what the host calls them", () => {
    const hosts = { netlify: "Netlify", "cloudflare-pages": "Cloudflare Pages", vercel: "Vercel" } as const;
    for (const [host, heading] of Object.entries(hosts)) {
      const words = HOST_SETTINGS[host as keyof typeof hosts];
      const text = section(heading);
      expect(text, heading).toContain(words.where);
      expect(text.toLowerCase(), heading).toContain(words.setting.replace(/^variable /, "").toLowerCase());
    }
    expect(section("Cloudflare Pages")).toContain("of type Secret");
    expect(section("Vercel")).toContain("Sensitive on");
  });
});
