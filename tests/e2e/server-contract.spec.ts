import { existsSync, readFileSync, statSync } from "node:fs";
import type { Page } from "@playwright/test";
import {
  ADMIN_HEADERS,
  adminContentSecurityPolicy,
  DOCUMENT_HEADERS,
  EVERY_RESPONSE_HEADERS,
  inlineScripts,
  scriptHash,
} from "../../scripts/build/security-headers.mjs";
import { categoryPath, productPath } from "../../app/content/site-routes";
import { APP_ICONS, APPLE_TOUCH_ICON, MANIFEST_PATH, webAppManifest } from "../../app/content/web-app";
import { pages, REDIRECTS } from "../../app/content/site-map";
import { expect, gotoHydrated, test } from "./fixtures";

// What every server and static host must do with the build, run once against each engine that serves it:
// `npm start` (Playwright's own web server), nginx (scripts/serve/nginx.mjs) and Cloudflare's local Pages server
// (scripts/serve/cloudflare-pages.mjs); the runners set E2E_BASE_URL and E2E_ENGINE. Where an engine
// legitimately differs, the test says so below, by engine name.

const ENGINES = ["npm-start", "nginx", "cloudflare-pages"] as const;
type Engine = (typeof ENGINES)[number];

function engineFromEnv(): Engine {
  const name = process.env.E2E_ENGINE ?? (process.env.E2E_BASE_URL ? "" : "npm-start");
  const engine = ENGINES.find((known) => known === name);
  if (!engine)
    throw new Error(`E2E_ENGINE must name the engine at E2E_BASE_URL (${ENGINES.join(", ")}), got "${name}"`);
  return engine;
}

const ENGINE = engineFromEnv();
const CLOUDFLARE = ENGINE === "cloudflare-pages";
/**
 * npm start and nginx send one policy for the whole site, which allows every page's inline scripts and the
 * not-found page's; Cloudflare Pages sends each page its own from `_headers`, and nothing names an unknown
 * address, so its not-found page gets only the headers of every response.
 */
const SITE_WIDE_POLICY = !CLOUDFLARE;
/** Files no rule names (images, sitemap): the build's rule, or Cloudflare's own default, revalidate alike. */
const REVALIDATED_FILE = CLOUDFLARE ? "public, max-age=0, must-revalidate" : "no-cache";
/** Headers an engine adds to every response itself: Cloudflare Pages sends the site's Referrer-Policy anyway. */
const ENGINE_HEADERS: Readonly<Record<string, string>> = CLOUDFLARE
  ? { "Referrer-Policy": "strict-origin-when-cross-origin" }
  : {};

const IMMUTABLE = "public, max-age=31536000, immutable";
const UNKNOWN_PATHS = [
  "/no/such/page",
  productPath("prod-999"),
  `${productPath("prod-001")}/extra`,
  "/assets/missing-file.js",
];

function policy(header: string | undefined): Map<string, string[]> {
  return new Map(
    (header ?? "").split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** An HTML document: the headers of every response, the document headers, and a policy of the site's form. */
function expectDocumentHeaders(headers: Record<string, string>, what: string) {
  for (const [name, value] of Object.entries({ ...EVERY_RESPONSE_HEADERS, ...DOCUMENT_HEADERS }))
    expect(headers[name.toLowerCase()], `${what} ${name}`).toBe(value);
  const csp = headers["content-security-policy"];
  expect(csp, what).toContain("default-src 'self'");
  // A comma would mean two policies joined into one header.
  expect(csp, what).not.toMatch(/unsafe-eval|,/);
  expect(policy(csp).get("script-src"), what).not.toContain("'unsafe-inline'");
}

/** Any other file: nosniff, and neither a policy nor the document headers (but those the engine adds itself). */
function expectFileHeaders(headers: Record<string, string>, what: string) {
  for (const [name, value] of Object.entries(EVERY_RESPONSE_HEADERS))
    expect(headers[name.toLowerCase()], `${what} ${name}`).toBe(value);
  expect(headers["content-security-policy"], what).toBeUndefined();
  for (const name of Object.keys(DOCUMENT_HEADERS))
    expect(headers[name.toLowerCase()], `${what} ${name}`).toBe(ENGINE_HEADERS[name]);
}

/** Every inline script of the document is allowed by the policy's hashes. */
function expectScriptsAllowed(html: string, csp: string | undefined, what: string) {
  const allowed = new Set(policy(csp).get("script-src"));
  const scripts = inlineScripts(html);
  expect(scripts.length, what).toBeGreaterThan(0);
  for (const script of scripts)
    expect(allowed.has(scriptHash(script)), `${what}: ${script.slice(0, 80)}`).toBe(true);
}

test.describe(`the server contract (${ENGINE})`, () => {
  test("every page answers 200 HTML, revalidated, with the document headers and a policy allowing its scripts", async ({
    request,
  }) => {
    const policies = new Set<string>();
    for (const { path } of pages) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers["content-type"], path).toMatch(/^text\/html/);
      expect(headers["cache-control"], path).toBe("no-cache");
      expectDocumentHeaders(headers, path);
      expectScriptsAllowed(await response.text(), headers["content-security-policy"], path);
      policies.add(headers["content-security-policy"] ?? "");
    }
    if (SITE_WIDE_POLICY) expect(policies.size).toBe(1);
  });

  // eval cannot be tried from a browser test: code that Playwright injects is exempt from the page's policy.
  test("the Content-Security-Policy allows only what the site uses, and no inline code or eval", async ({
    request,
  }) => {
    const csp = policy((await request.get("/")).headers()["content-security-policy"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    const [self, ...hashes] = csp.get("script-src") ?? [];
    expect(self).toBe("'self'");
    for (const hash of hashes) expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect([...csp.values()].flat()).not.toContain("'unsafe-eval'");
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "https://images.unsplash.com"]);
    expect(csp.get("frame-src")).toEqual(["https://www.google.com"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    const endpoint = process.env.VITE_CONTACT_ENDPOINT;
    expect(csp.get("connect-src")).toEqual(endpoint ? ["'self'", new URL(endpoint).origin] : ["'self'"]);
  });

  test("hashed assets are cached for a year, other files revalidated, neither with a policy", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const assets = [
      ...new Set([...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? "")),
    ];
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      const headers = response.headers();
      expect(headers["cache-control"], asset).toBe(IMMUTABLE);
      expect(headers["content-type"], asset).toMatch(asset.endsWith(".css") ? /^text\/css/ : /javascript/);
      expectFileHeaders(headers, asset);
    }
    for (const file of ["/og-image.png", "/favicon.svg", "/sitemap.xml", "/robots.txt"]) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      expect(response.headers()["cache-control"], file).toBe(REVALIDATED_FILE);
      expectFileHeaders(response.headers(), file);
    }
  });

  test("sitemap.xml, robots.txt and the share image are served with their types", async ({ request }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toMatch(/xml/);
    expect(await sitemap.text()).toContain("<urlset");
    const robots = await request.get("/robots.txt");
    expect(robots.headers()["content-type"]).toMatch(/^text\/plain/);
    const image = await request.get("/og-image.png");
    expect(image.headers()["content-type"]).toBe("image/png");
  });

  test("responses are compressed for clients that accept gzip", async ({ request }) => {
    const html = await (await request.get("/")).text();
    // The framework file (React, React Router) is the largest script every page loads.
    const script = /"(\/assets\/framework-[^"]+\.js)"/.exec(html)?.[1] ?? "";
    for (const path of ["/", "/about", script, "/sitemap.xml", "/no/such/page"]) {
      const response = await request.get(path, { headers: { "Accept-Encoding": "gzip" } });
      expect(response.headers()["content-encoding"], path).toBe("gzip");
      // Cloudflare's local engine compresses without a Vary header.
      if (!CLOUDFLARE) expect(response.headers().vary, path).toMatch(/Accept-Encoding/i);
      // Decoded by the client, the body is whole.
      expect((await response.body()).length, path).toBeGreaterThan(500);
    }
  });

  test("scripts are sent as the build stored them compressed: brotli where the server has it, else gzip", async ({
    request,
  }) => {
    test.skip(CLOUDFLARE, "Cloudflare compresses every response itself and never sends the stored copies");
    const html = await (await request.get("/")).text();
    const scripts = [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? ""))];
    const stored = (path: string, extension: string) => {
      const file = `build/client${path}${extension}`;
      return existsSync(file) ? statSync(file).size : undefined;
    };
    const framework = scripts.find((path) => path.includes("/framework-")) ?? "";
    expect(stored(framework, ".br")).toBeLessThan(stored(framework, ".gz") ?? 0);
    for (const path of scripts.filter((script) => stored(script, ".gz") !== undefined)) {
      const gzip = await request.get(path, { headers: { "Accept-Encoding": "gzip" } });
      expect(gzip.headers()["content-encoding"], path).toBe("gzip");
      expect(Number(gzip.headers()["content-length"]), path).toBe(stored(path, ".gz"));

      const browser = await request.get(path, { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } });
      const encoding = browser.headers()["content-encoding"] ?? "";
      expect(["br", "gzip"], path).toContain(encoding);
      expect(Number(browser.headers()["content-length"]), path).toBe(
        stored(path, encoding === "br" ? ".br" : ".gz"),
      );
      expect(browser.headers().vary, path).toMatch(/Accept-Encoding/i);
      // Decoded, the body is the script itself.
      expect((await browser.body()).equals(readFileSync(`build/client${path}`)), path).toBe(true);
    }
  });

  test("unknown paths answer 404 with the app's not-found page", async ({ request }) => {
    for (const path of UNKNOWN_PATHS) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      const headers = response.headers();
      expect(headers["content-type"], path).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html, path).toContain("window.__reactRouterContext");
      if (SITE_WIDE_POLICY) {
        // The same headers as a page, and the one policy allows the not-found page's scripts too.
        expect(headers["cache-control"], path).toBe("no-cache");
        expectDocumentHeaders(headers, path);
        expectScriptsAllowed(html, headers["content-security-policy"], path);
      } else {
        for (const [name, value] of Object.entries(EVERY_RESPONSE_HEADERS))
          expect(headers[name.toLowerCase()], `${path} ${name}`).toBe(value);
      }
    }
  });

  test("an address that cannot be decoded answers with the app's not-found page, not the server's error", async ({
    request,
  }) => {
    // A link cut short inside an escape, and an escaped NUL byte: neither can name a file. nginx keeps its 400
    // (it refuses the address before looking for a file); npm start and Cloudflare answer as for any unknown one.
    const status = ENGINE === "nginx" ? 400 : 404;
    const broken = [
      "/store/%E0%A4%A",
      // Cloudflare's local server answers an escaped NUL with its own 502 before the site's rules see it.
      ...(CLOUDFLARE ? [] : [`${productPath("prod-001")}%00`]),
    ];
    for (const path of broken) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(status);
      expect(response.headers()["content-type"], path).toMatch(/^text\/html/);
      expect(await response.text(), path).toContain("window.__reactRouterContext");
      if (SITE_WIDE_POLICY) expectDocumentHeaders(response.headers(), path);
    }
  });

  test("the old service paths and slashed addresses answer 301 with the page's one address", async ({
    request,
  }) => {
    const expected: Record<string, string> = {
      ...REDIRECTS,
      "/about/": "/about",
      [`${categoryPath("all")}/`]: categoryPath("all"),
      [`${productPath("prod-001")}/`]: productPath("prod-001"),
      "/admin/": "/admin",
    };
    for (const [from, to] of Object.entries(expected)) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(new URL(response.headers().location ?? "", "http://host").pathname, from).toBe(to);
    }
  });

  test("the content manager at /admin has its own policy and noindex; the site's pages keep theirs", async ({
    request,
  }) => {
    const admin = await request.get("/admin");
    expect(admin.status()).toBe(200);
    const headers = admin.headers();
    expect(headers["content-type"]).toMatch(/^text\/html/);
    expect(headers["content-security-policy"]).toBe(adminContentSecurityPolicy());
    for (const [name, value] of Object.entries({ ...ADMIN_HEADERS, ...DOCUMENT_HEADERS }))
      expect(headers[name.toLowerCase()], name).toBe(value);
    const html = await admin.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).toContain('<script src="/admin/decap-cms.js"></script>');

    for (const file of ["/admin/decap-cms.js", "/admin/config.yml"]) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      expect(response.headers()["x-robots-tag"], file).toBe(ADMIN_HEADERS["X-Robots-Tag"]);
    }

    const home = await request.get("/");
    expect(home.headers()["x-robots-tag"]).toBeUndefined();
    expect(home.headers()["content-security-policy"]).not.toContain("'unsafe-eval'");
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
  });

  test("client-side navigation follows a service redirect through its prerendered data file", async ({
    page,
  }) => {
    await gotoHydrated(page, "/about", "it navigates with the live page's router");
    await page.evaluate(() => {
      const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => unknown } })
        .__reactRouterDataRouter;
      void router.navigate("/services/energy");
    });
    await expect(page).toHaveURL("/energy-solutions");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
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

test.describe(`in the browser, under the policy ${ENGINE} sends`, () => {
  test.skip(ENGINE === "npm-start", "csp.spec.ts opens every page under npm start's policy");

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

test("an address cut short inside an escape shows the not-found page", async ({ page }) => {
  const response = await page.goto("/store/%E0%A4%A");
  expect(response?.status()).toBe(ENGINE === "nginx" ? 400 : 404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: /home/i }).first()).toBeVisible();
});

/** The width and height a PNG declares in its header. */
function pngSize(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

test.describe(`installable and kept offline (${ENGINE}): the manifest, its icons and the worker`, () => {
  test("the manifest is served as application/manifest+json, revalidated, and is the site's", async ({
    request,
  }) => {
    const response = await request.get(MANIFEST_PATH);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["content-type"]).toMatch(/^application\/manifest\+json(;|$)/);
    expect(headers["cache-control"]).toBe("no-cache");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["content-security-policy"]).toBeUndefined();
    expect(await response.json()).toEqual(webAppManifest());
  });

  test("every icon is a PNG of its stated size, and so is Apple's", async ({ request }) => {
    for (const icon of APP_ICONS) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()["content-type"], icon.src).toBe("image/png");
      expect(pngSize(await response.body()), icon.src).toEqual({ width: icon.pixels, height: icon.pixels });
    }
    const favicon = await request.get("/favicon.svg");
    expect(favicon.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  });

  test("the service worker is served as JavaScript and asked for again at every visit", async ({
    request,
  }) => {
    const response = await request.get("/sw.js");
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["content-type"]).toMatch(/^(text|application)\/javascript(;|$)/);
    expect(headers["cache-control"]).toBe("no-cache");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["content-security-policy"]).toBeUndefined();
  });

  test("every page links the manifest and Apple's icon, and its policy lets the site's worker and manifest load", async ({
    request,
  }) => {
    for (const { path } of pages) {
      const response = await request.get(path);
      const html = await response.text();
      expect(html, path).toContain(`<link rel="manifest" href="${MANIFEST_PATH}"/>`);
      expect(html, path).toContain(`<link rel="apple-touch-icon" href="${APPLE_TOUCH_ICON.src}"/>`);
      const csp = response.headers()["content-security-policy"];
      expect(policy(csp).get("worker-src"), path).toEqual(["'self'"]);
      expect(policy(csp).get("manifest-src"), path).toEqual(["'self'"]);
    }
  });

  test("the browser reads the manifest without an error or a policy report", async ({ page }) => {
    const reports: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Manifest/i.test(message.text())) reports.push(message.text());
    });
    await page.goto("/");
    const cdp = await page.context().newCDPSession(page);
    const manifest = await cdp.send("Page.getAppManifest");
    expect(manifest.errors).toEqual([]);
    expect(new URL(manifest.url).pathname).toBe(MANIFEST_PATH);
    expect(JSON.parse(manifest.data ?? "{}")).toEqual(webAppManifest());
    expect(reports).toEqual([]);
  });
});
