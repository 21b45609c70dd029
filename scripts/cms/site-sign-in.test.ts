// How the content manager's staff sign in on the live site: the build's choice (CMS_AUTH, written into config.yml
// by scripts/cms/decap-admin.mjs) and the admin page's part (public/admin/site-sign-in.js), which adds its own
// origin as Decap's base_url when the site's functions sign staff in.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { signInOptions, SITE_AUTH_ENDPOINT, usesSiteSignIn } from "../../public/admin/site-sign-in.js";
import { cmsAuth, withoutLocalBackend, withRepository } from "./decap-admin.mjs";

const shipped = readFileSync(new URL("../../public/admin/config.yml", import.meta.url), "utf8");

describe("CMS_AUTH: the build's choice of sign-in", () => {
  it("is Netlify's own OAuth by default, the site's functions when the build runs on Cloudflare Pages or Vercel", () => {
    expect(cmsAuth({})).toBe("netlify");
    expect(cmsAuth({ CF_PAGES: "1" })).toBe("site");
    expect(cmsAuth({ VERCEL: "1" })).toBe("site");
    expect(cmsAuth({ CMS_AUTH: "netlify", CF_PAGES: "1" })).toBe("netlify");
    expect(cmsAuth({ CMS_AUTH: "site" })).toBe("site");
    expect(() => cmsAuth({ CMS_AUTH: "github" })).toThrow(/CMS_AUTH must be netlify or site/);
  });

  it("with the site's functions, adds auth_endpoint: api/auth to the live config's backend, and nothing else", () => {
    const { text, auth } = withRepository(shipped, { CMS_AUTH: "site" });
    expect(auth).toBe("site");
    const live = parse(text) as { backend: Record<string, unknown> };
    const plain = parse(withoutLocalBackend(shipped)) as { backend: Record<string, unknown> };
    expect(live).toEqual({ ...plain, backend: { ...plain.backend, auth_endpoint: SITE_AUTH_ENDPOINT } });
    expect(usesSiteSignIn(text)).toBe(true);
  });

  it("with Netlify's, leaves the backend as shipped", () => {
    const { text, auth } = withRepository(shipped, {});
    expect(auth).toBe("netlify");
    expect(text).toBe(withoutLocalBackend(shipped));
    expect(usesSiteSignIn(text)).toBe(false);
    expect(usesSiteSignIn(shipped)).toBe(false);
  });
});

describe("the admin page's part (site-sign-in.js)", () => {
  const page = {
    baseURI: "https://shop.example/admin/",
    querySelector: () => ({ getAttribute: () => "/admin/config.yml" }),
  };
  const serving = (text: string, status = 200) => {
    const asked: string[] = [];
    const fetchFile = (url: string) => {
      asked.push(url);
      return Promise.resolve(new Response(text, { status }));
    };
    return { asked, fetchFile };
  };

  it("starts Decap with this page's origin as base_url when the build chose the site's functions", async () => {
    const file = serving(withRepository(shipped, { CMS_AUTH: "site" }).text);
    const options = await signInOptions(page as unknown as Document, "https://shop.example", file.fetchFile);
    expect(options).toEqual({ config: { backend: { base_url: "https://shop.example" } } });
    expect(file.asked).toEqual(["https://shop.example/admin/config.yml"]);
  });

  it("adds nothing with Netlify's sign-in, or when config.yml cannot be read (Decap reports that itself)", async () => {
    const netlify = serving(withRepository(shipped, {}).text);
    expect(
      await signInOptions(page as unknown as Document, "https://shop.example", netlify.fetchFile),
    ).toBeUndefined();
    const missing = serving("not found", 404);
    expect(
      await signInOptions(page as unknown as Document, "https://shop.example", missing.fetchFile),
    ).toBeUndefined();
    const offline = () => Promise.reject(new TypeError("offline"));
    expect(await signInOptions(page as unknown as Document, "https://shop.example", offline)).toBeUndefined();
  });
});
