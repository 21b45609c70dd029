import { pages } from "../../app/content/site-map";
import { APP_ICONS, APPLE_TOUCH_ICON, MANIFEST_PATH, webAppManifest } from "../../app/content/web-app";
import { expect, test } from "./fixtures";

// What every server and static host must do for the installed app and the offline copy: the web app manifest with
// its own type, the icons, and the service worker (/sw.js, which the offline copy's build step writes) as
// JavaScript that is asked for again at every visit. Tagged @server: npm start, nginx and Cloudflare Pages alike.

const REVALIDATED = "no-cache";

/** The width and height a PNG declares in its header. */
function pngSize(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

function directive(policy: string | undefined, name: string) {
  const part = (policy ?? "").split(";").find((entry) => entry.trim().startsWith(`${name} `));
  return part?.trim().split(/\s+/).slice(1);
}

test.describe("installable, and ready to work offline", { tag: "@server" }, () => {
  test("the manifest is served as application/manifest+json, revalidated, and is the site's", async ({
    request,
  }) => {
    const response = await request.get(MANIFEST_PATH);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["content-type"]).toMatch(/^application\/manifest\+json(;|$)/);
    expect(headers["cache-control"]).toBe(REVALIDATED);
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
    expect(headers["cache-control"]).toBe(REVALIDATED);
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
      const policy = response.headers()["content-security-policy"];
      expect(directive(policy, "worker-src"), path).toEqual(["'self'"]);
      expect(directive(policy, "manifest-src"), path).toEqual(["'self'"]);
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
