import { existsSync, readFileSync, statSync } from "node:fs";
import {
  DOCUMENT_HEADERS,
  EVERY_RESPONSE_HEADERS,
  inlineScripts,
  scriptHash,
} from "../../scripts/security-headers.mjs";
import { pages, REDIRECTS } from "../../app/content/site-map";
import { expect, gotoHydrated, test } from "./fixtures";
import { productPath } from "../../app/content/site-routes";

// The production server's HTTP behaviour. Tagged @server: runs against `npm start` and, in `npm test`, against
// nginx too (scripts/nginx.mjs sets E2E_BASE_URL), so both servers must answer alike.

const UNKNOWN_PATHS = ["/no/such/page", `${productPath("prod-001")}/extra`, "/assets/missing-file.js"];
const IMMUTABLE = "public, max-age=31536000, immutable";

function policy(header: string | undefined): Map<string, string[]> {
  return new Map(
    (header ?? "").split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** Every response says nosniff; HTML documents also carry the CSP and the other document headers. */
function expectSecurityHeaders(headers: Record<string, string>, what: string, kind: "document" | "file") {
  for (const [name, value] of Object.entries(EVERY_RESPONSE_HEADERS))
    expect(headers[name.toLowerCase()], what).toBe(value);
  if (kind === "document") expect(headers["content-security-policy"], what).toBeTruthy();
  else expect(headers["content-security-policy"], what).toBeUndefined();
  for (const [name, value] of Object.entries(DOCUMENT_HEADERS))
    expect(headers[name.toLowerCase()], what).toBe(kind === "document" ? value : undefined);
}

test.describe("HTTP", { tag: "@server" }, () => {
  test("every page answers 200 HTML with the security headers, revalidated on each visit", async ({
    request,
  }) => {
    const policies = new Set<string>();
    for (const { path } of pages) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers["content-type"], path).toMatch(/^text\/html/);
      expectSecurityHeaders(headers, path, "document");
      expect(headers["cache-control"], path).toBe("no-cache");
      policies.add(headers["content-security-policy"] ?? "");
    }
    expect(policies.size).toBe(1);
  });

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

  test("every inline script of every page is allowed by its hash", async ({ request }) => {
    const csp = policy((await request.get("/")).headers()["content-security-policy"]);
    const allowed = new Set(csp.get("script-src"));
    for (const path of [...pages.map((page) => page.path), UNKNOWN_PATHS[0] ?? ""]) {
      const html = await (await request.get(path)).text();
      const scripts = inlineScripts(html);
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const script of scripts)
        expect(allowed.has(scriptHash(script)), `${path}: ${script.slice(0, 80)}`).toBe(true);
    }
  });

  test("hashed assets are cached for a year without the document headers; other files are revalidated", async ({
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
      expectSecurityHeaders(headers, asset, "file");
    }
    for (const file of ["/og-image.png", "/favicon.svg", "/sitemap.xml", "/robots.txt"]) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      expect(response.headers()["cache-control"], file).toBe("no-cache");
      expectSecurityHeaders(response.headers(), file, "file");
    }
  });

  test("responses are compressed for clients that accept gzip", async ({ request }) => {
    const html = await (await request.get("/")).text();
    // The framework file (React, React Router) is the largest script every page loads.
    const script = /"(\/assets\/framework-[^"]+\.js)"/.exec(html)?.[1] ?? "";
    for (const path of ["/", "/about", script, "/sitemap.xml", "/no/such/page"]) {
      const response = await request.get(path, { headers: { "Accept-Encoding": "gzip" } });
      expect(response.headers()["content-encoding"], path).toBe("gzip");
      expect(response.headers().vary, path).toMatch(/Accept-Encoding/i);
      // Decoded by the client, the body is whole.
      expect((await response.body()).length, path).toBeGreaterThan(500);
    }
  });

  test("scripts are sent as the build stored them compressed: brotli where the server has it, else gzip", async ({
    request,
  }) => {
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

  test("unknown paths answer 404 with the app's not-found page and the same headers", async ({ request }) => {
    for (const path of UNKNOWN_PATHS) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      const headers = response.headers();
      expect(headers["content-type"], path).toMatch(/^text\/html/);
      expectSecurityHeaders(headers, path, "document");
      expect(headers["cache-control"], path).toBe("no-cache");
      expect(await response.text(), path).toContain("window.__reactRouterContext");
    }
  });

  test("the old service paths and trailing slashes answer 301 with the page's one address", async ({
    request,
  }) => {
    const expected: Record<string, string> = {
      ...REDIRECTS,
      "/about/": "/about",
      [`${productPath("prod-001")}/`]: productPath("prod-001"),
    };
    for (const [from, to] of Object.entries(expected)) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(new URL(response.headers().location ?? "", "http://host").pathname, from).toBe(to);
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
});

test.describe("client-side navigation", { tag: "@server" }, () => {
  test("follows a service redirect through its prerendered data file", async ({ page }) => {
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
