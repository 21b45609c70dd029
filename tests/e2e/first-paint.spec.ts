import { brotliCompressSync } from "node:zlib";
import { expect, gotoHydrated, test } from "./fixtures";
import { categoryPath, productPath } from "../../app/lib/store-paths";

// How a page loads: its HTML holds its CSS, so the first paint needs nothing else, and no stylesheet is ever
// downloaded. A page with nothing to act on beyond the header runs inline scripts only (live as it paints); a page
// with islands names every script it runs in its HTML, so the browser fetches them at once, with no chain of
// imports to wait for.

const failedResources = (errors: string[]) =>
  errors.filter((text) => !text.includes("Failed to load resource"));

/** Pages with islands, where a buyer acts. */
const ISLAND_PAGES = ["/contact", categoryPath("mining"), productPath("prod-001"), "/cart"];
/** Pages with nothing to act on beyond the header, and the most script each may carry (brotli, a first visit). */
const INLINE_PAGES: Record<string, number> = {
  "/": 15 * 1024,
  "/about": 5 * 1024,
  "/services": 5 * 1024,
  "/mining-industrial": 5 * 1024,
  "/energy-solutions/materials": 5 * 1024,
  "/mining-industrial/pumps": 5 * 1024,
};

/** The executable inline scripts of a page's HTML (not its structured data). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = ""]) => !/type="application\/ld\+json"/.test(attributes))
    .map(([, , body = ""]) => body);

test.describe("first paint from the HTML alone", () => {
  for (const path of ["/", "/about", ...ISLAND_PAGES]) {
    test(`${path} is styled with every script blocked`, async ({ page }) => {
      await page.route("**/*.js", (route) => route.abort());
      const css: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "stylesheet") css.push(request.url());
      });
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // The header is fixed and the headline bold only if the site's CSS applied.
      await expect(page.locator("header").first()).toHaveCSS("position", "fixed");
      await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("font-weight", /^[6-9]00$/);
      expect(css).toEqual([]);
    });
  }

  for (const [path, budget] of Object.entries(INLINE_PAGES)) {
    test(`${path} fetches no script and no stylesheet: its inline scripts, at most ${budget / 1024} KB, are all`, async ({
      page,
      request,
      consoleErrors,
    }) => {
      const html = await (await request.get(path)).text();
      const inline = brotliCompressSync(inlineScripts(html).join("\n")).length;
      expect(inline).toBeLessThanOrEqual(budget);
      expect(html).not.toContain("<astro-island");
      const fetched: string[] = [];
      page.on("request", (sent) => {
        if (["script", "stylesheet"].includes(sent.resourceType())) fetched.push(sent.url());
      });
      await page.goto(path);
      // Live as it is painted: the page's own script marks it when its HTML is parsed.
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe("true");
      expect(fetched).toEqual([]);
      expect(failedResources(consoleErrors)).toEqual([]);
    });
  }

  for (const path of [...ISLAND_PAGES, productPath("no-such-id")]) {
    test(`${path} fetches every script it runs from its HTML, and no stylesheet`, async ({
      page,
      request,
      consoleErrors,
    }) => {
      const html = await (await request.get(path)).text();
      // Named in the HTML: the islands' own modules and renderer, and the modules preloaded for them.
      const named = [
        ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"|(?:component|renderer)-url="([^"]+)"/g),
      ].map((match) => match[1] ?? match[2]);
      const css: string[] = [];
      page.on("request", (sent) => {
        if (sent.resourceType() === "stylesheet") css.push(sent.url());
      });
      // When the page is marked live: what loads later on purpose (the offline copy's code, once the page has
      // loaded) is not part of the start-up.
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (document.documentElement.dataset.hydrated !== "true") return;
          (window as unknown as { liveAt: number }).liveAt = performance.now();
          observer.disconnect();
        }).observe(document.documentElement, { attributeFilter: ["data-hydrated"] });
      });
      await gotoHydrated(page, path, "the question is what the page loaded to become live");
      const scripts = await page.evaluate(() => {
        const { liveAt } = window as unknown as { liveAt?: number };
        return performance
          .getEntriesByType("resource")
          .filter((entry) => entry.startTime <= (liveAt ?? performance.now()))
          .map((entry) => new URL(entry.name).pathname)
          .filter((pathname) => pathname.endsWith(".js"));
      });
      expect(scripts.filter((url) => !named.includes(url))).toEqual([]);
      expect(css).toEqual([]);
      expect(failedResources(consoleErrors)).toEqual([]);
    });
  }

  test("a page opened from another, and Back, is styled from its own HTML and loads no stylesheet", async ({
    page,
    consoleErrors,
  }) => {
    const css: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") css.push(request.url());
    });
    await page.goto(productPath("prod-001"));
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact Us", exact: true }).click();
    await expect(page).toHaveURL("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("font-weight", /^[6-9]00$/);
    await page.goBack();
    await expect(page).toHaveURL(productPath("prod-001"));
    await expect(page.locator("header").first()).toHaveCSS("position", "fixed");
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
    expect(css).toEqual([]);
    expect(failedResources(consoleErrors)).toEqual([]);
  });
});
