import {
  ADMIN_HEADERS,
  adminContentSecurityPolicy,
  DOCUMENT_HEADERS,
} from "../../scripts/build/security-headers.mjs";
import { expect, test } from "./fixtures";

// The content manager (Decap CMS) at /admin: its own security policy, out of search engines, never the SPA's
// not-found page. Runs against `npm start` and, in `npm test`, against nginx too.

test.describe("the content manager at /admin", { tag: "@server" }, () => {
  test.skip(
    ({ isMobile }) => isMobile,
    "staff edit at a desk; server behaviour does not depend on the screen",
  );

  test("answers with its own policy and noindex; the site's pages keep theirs", async ({ request }) => {
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

  test("has one address, like every page", async ({ request }) => {
    const response = await request.get("/admin/", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toMatch(/^(http:\/\/[^/]+)?\/admin$/);
  });

  test("starts Decap CMS under that policy", async ({ page, consoleErrors }) => {
    // Decap is a 5 MB script: on a loaded test machine it takes a while to start.
    test.setTimeout(120_000);
    await page.goto("/admin");
    // Signing in needs GitHub (live site) or decap-server (`npm run cms`); the CMS itself has started.
    await expect(page.getByRole("button", { name: /Login/ })).toBeVisible({ timeout: 90_000 });
    expect(consoleErrors.filter((error) => /Content Security Policy|EvalError/i.test(error))).toEqual([]);
  });
});
