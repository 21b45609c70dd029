import { expect, gotoHydrated, test } from "./fixtures";
import { categoryPath, productPath } from "../../app/lib/store-paths";

// How a page loads: its HTML holds its CSS, so the first paint needs nothing else; its scripts are all named in
// the HTML and fetched at once; React adopts the inline CSS, so no stylesheet is ever downloaded.

const failedResources = (errors: string[]) =>
  errors.filter((text) => !text.includes("Failed to load resource"));

const PAGES = ["/", "/contact", categoryPath("mining"), productPath("prod-001"), "/cart"];

test.describe("first paint from the HTML alone", () => {
  for (const path of PAGES) {
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

  for (const path of [...PAGES, productPath("no-such-id")]) {
    test(`${path} fetches every script it runs from its HTML, and no stylesheet`, async ({
      page,
      request,
      consoleErrors,
    }) => {
      const html = await (await request.get(path)).text();
      const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
        (match) => match[1],
      );
      const css: string[] = [];
      page.on("request", (sent) => {
        if (sent.resourceType() === "stylesheet") css.push(sent.url());
      });
      // When the root marks the page live: what loads later on purpose (the offline copy's code, once the page
      // has loaded) is not part of the start-up.
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (document.documentElement.dataset.hydrated !== "true") return;
          (window as unknown as { liveAt: number }).liveAt = performance.now();
          observer.disconnect();
        }).observe(document.documentElement, { attributeFilter: ["data-hydrated"] });
      });
      await gotoHydrated(page, path, "the question is what the page loaded to become live");
      const scripts = await page.evaluate(() => {
        const { liveAt } = window as unknown as { liveAt: number };
        return performance
          .getEntriesByType("resource")
          .filter((entry) => entry.startTime <= liveAt)
          .map((entry) => new URL(entry.name).pathname)
          .filter((pathname) => pathname.endsWith(".js"));
      });
      expect(preloaded.length).toBeGreaterThan(5);
      // The page for unknown addresses learns from its scripts which page it is, then loads that page's code.
      if (!path.includes("no-such-id")) expect(scripts.filter((url) => !preloaded.includes(url))).toEqual([]);
      expect(css).toEqual([]);
      expect(failedResources(consoleErrors)).toEqual([]);
    });
  }

  test("client-side navigation keeps the one inline style sheet and loads none", async ({
    page,
    consoleErrors,
  }) => {
    const css: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") css.push(request.url());
    });
    await gotoHydrated(page, productPath("prod-001"), "the navigation below is client-side only once live");
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact Us", exact: true }).click();
    await expect(page).toHaveURL("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("font-weight", /^[6-9]00$/);
    await page.goBack();
    await expect(page).toHaveURL(productPath("prod-001"));
    await expect(page.locator("header").first()).toHaveCSS("position", "fixed");
    expect(await page.locator("style[data-href]").count()).toBe(1);
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
    expect(css).toEqual([]);
    expect(failedResources(consoleErrors)).toEqual([]);
  });
});
