import type { Page } from "@playwright/test";
import {
  DOCUMENT_HEADERS,
  EVERY_RESPONSE_HEADERS,
  inlineScripts,
  scriptHash,
} from "../../scripts/security-headers.mjs";
import { pages, REDIRECTS } from "../../app/content/site-map";
import { expect, gotoHydrated, test } from "./fixtures";
import { categoryPath, productPath } from "../../app/content/site-routes";

// What every server and static host must do with the build, whether it sends one policy for the whole site
// (npm start, nginx) or one per page (Cloudflare Pages from `_headers`, run locally by scripts/cloudflare-pages.mjs,
// which sets E2E_BASE_URL). Hosts send their own revalidation rule for files no rule names.

const REVALIDATED = /^(no-cache|public, max-age=0, must-revalidate)$/;
const IMMUTABLE = "public, max-age=31536000, immutable";
const UNKNOWN_PATHS = ["/no/such/page", productPath("prod-999")];

function scriptSources(policy: string | undefined): Set<string> {
  const directive = (policy ?? "").split(";").find((part) => part.trim().startsWith("script-src "));
  return new Set(directive?.trim().split(/\s+/).slice(1));
}

test.describe("every host", { tag: "@server" }, () => {
  test("each page answers 200 with a policy that allows its own inline scripts and the document headers", async ({
    request,
  }) => {
    for (const { path } of pages) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers["content-type"], path).toMatch(/^text\/html/);
      expect(headers["cache-control"], path).toMatch(REVALIDATED);
      for (const [name, value] of Object.entries({ ...EVERY_RESPONSE_HEADERS, ...DOCUMENT_HEADERS }))
        expect(headers[name.toLowerCase()], `${path} ${name}`).toBe(value);
      const policy = headers["content-security-policy"];
      expect(policy, path).toContain("default-src 'self'");
      expect(policy, path).not.toMatch(/unsafe-eval|,/);
      const allowed = scriptSources(policy);
      expect(allowed.has("'unsafe-inline'"), path).toBe(false);
      const scripts = inlineScripts(await response.text());
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const script of scripts)
        expect(allowed.has(scriptHash(script)), `${path}: ${script.slice(0, 60)}`).toBe(true);
    }
  });

  test("hashed assets are immutable for a year; other files are revalidated; neither gets a policy", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const assets = [
      ...new Set([...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? "")),
    ];
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets.slice(0, 4)) {
      const headers = (await request.get(asset)).headers();
      expect(headers["cache-control"], asset).toBe(IMMUTABLE);
      expect(headers["x-content-type-options"], asset).toBe("nosniff");
      expect(headers["content-security-policy"], asset).toBeUndefined();
    }
    for (const file of ["/favicon.svg", "/sitemap.xml", "/robots.txt"]) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      expect(response.headers()["cache-control"], file).toMatch(REVALIDATED);
      expect(response.headers()["x-content-type-options"], file).toBe("nosniff");
      expect(response.headers()["content-security-policy"], file).toBeUndefined();
    }
  });

  test("the old service paths and slashed addresses answer 301 with the page's one address", async ({
    request,
  }) => {
    const expected: Record<string, string> = {
      ...REDIRECTS,
      "/about/": "/about",
      [`${categoryPath("all")}/`]: categoryPath("all"),
    };
    for (const [from, to] of Object.entries(expected)) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(new URL(response.headers().location ?? "", "http://host").pathname, from).toBe(to);
    }
  });

  test("unknown paths answer 404 with the app's not-found page", async ({ request }) => {
    for (const path of UNKNOWN_PATHS) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(response.headers()["content-type"], path).toMatch(/^text\/html/);
      expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
      expect(await response.text(), path).toContain("window.__reactRouterContext");
    }
  });
});

/** Records CSP violations (the DOM event and the console report) from the first byte of the page. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const reports: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) reports.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(event.effectiveDirective));
  });
  return async () => [
    ...reports,
    ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)),
  ];
}

test.describe("in the browser", { tag: "@server" }, () => {
  for (const path of ["/", productPath("prod-001"), "/contact", "/cart"]) {
    test(`${path} comes alive without a CSP report`, async ({ page }) => {
      const violations = await watchViolations(page);
      await gotoHydrated(page, path, "hydration is what the policy must let through");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await violations()).toEqual([]);
    });
  }

  test("an unknown address shows the not-found page without a CSP report", async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: /home/i }).first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
