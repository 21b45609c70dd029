import { globSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { products } from "../../app/features/catalog/catalog";
import { buildUrl } from "../../scripts/build/build-dir.mjs";
import { site } from "../../app/content/site";
import { productShareImage } from "../../app/lib/product-share-image";
import { productPath } from "../../app/lib/store-paths";
import { schemaPrice } from "../../app/lib/structured-data";
import { siteIdentity } from "../../app/layouts/page-meta";
import { expect, gotoHydrated, test } from "./fixtures";
import { pageHeads as pages } from "./page-heads";

// What a crawler or a link preview sees: the prerendered HTML, without running any JavaScript.
// Build and tests must share the VITE_* settings (the origin below is the one the tests read).
const origin = site.siteUrl;

test.describe("prerendered HTML, JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  // One tab opens the pages one after another, a step each; a page's failures are soft, so every failing page is
  // reported.
  const PAGES_PER_TEST = 12;
  const parts = Math.ceil(pages.length / PAGES_PER_TEST);
  const size = Math.ceil(pages.length / parts);
  for (let part = 0; part < parts; part++) {
    const entries = pages.slice(part * size, (part + 1) * size);
    const range = `pages ${part * size + 1} to ${part * size + entries.length} of ${pages.length}`;
    test(`${range} have their heading, title, description, canonical URL and sharing tags`, async ({
      page,
    }, testInfo) => {
      // The same ceiling for each page as a test of its own.
      test.setTimeout(testInfo.timeout * entries.length);
      for (const entry of entries) {
        await test.step(entry.path, async () => {
          const response = await page.goto(entry.path);
          expect.soft(response?.status()).toBe(200);
          const head = page.locator("head");
          const h1 = page.getByRole("heading", { level: 1 });
          await expect.soft(h1).toHaveCount(1);
          expect.soft((await h1.textContent())?.trim()).not.toBe("");

          const { title } = entry;
          await expect.soft(page).toHaveTitle(title);
          const description = head.locator('meta[name="description"]');
          await expect.soft(description).toHaveAttribute("content", entry.description);
          expect.soft(entry.description.length).toBeGreaterThanOrEqual(50);
          expect.soft(entry.description.length).toBeLessThanOrEqual(160);
          await expect
            .soft(head.locator('link[rel="canonical"]'))
            .toHaveAttribute("href", `${origin}${entry.path}`);

          const { share } = entry;
          const tags: Record<string, string> = {
            'meta[property="og:title"]': title,
            'meta[property="og:description"]': entry.description,
            'meta[property="og:url"]': `${origin}${entry.path}`,
            'meta[property="og:image"]': share.url,
            'meta[property="og:image:type"]': share.type,
            'meta[property="og:image:width"]': "1200",
            'meta[property="og:image:height"]': "630",
            'meta[name="twitter:card"]': "summary_large_image",
            'meta[name="twitter:title"]': title,
            'meta[name="twitter:description"]': entry.description,
            'meta[name="twitter:image"]': share.url,
          };
          for (const [selector, content] of Object.entries(tags)) {
            await expect.soft(head.locator(selector), selector).toHaveAttribute("content", content);
          }

          const robots = head.locator('meta[name="robots"]');
          if (entry.noindex) await expect.soft(robots).toHaveAttribute("content", "noindex");
          else await expect.soft(robots).toHaveCount(0);

          const jsonLd = await head
            .locator('script[type="application/ld+json"]')
            .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent) as unknown));
          expect.soft(jsonLd).toEqual(entry.structuredData);
        });
      }
    });
  }

  test("home and contact describe the company; product pages their product and price", async ({ page }) => {
    const ldJson = async (path: string) => {
      await page.goto(path);
      return page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts.map((script) => JSON.parse(script.textContent) as Record<string, unknown>),
        );
    };
    for (const path of ["/", "/contact"]) {
      const [company] = await ldJson(path);
      expect(company).toMatchObject({
        "@type": "LocalBusiness",
        name: "Industrial Suppliers",
        foundingDate: "1991",
        telephone: site.phone,
        email: site.infoEmail,
        address: { addressLocality: "Harare", addressCountry: "ZW" },
      });
      expect(company?.openingHoursSpecification).toHaveLength(3);
    }
    for (const product of products) {
      const [item, trail] = await ldJson(productPath(product.id));
      expect(item).toMatchObject({
        "@type": "Product",
        name: product.name,
        offers: {
          price: schemaPrice(product.detailPriceCents),
          priceCurrency: "USD",
          availability: "https://schema.org/InStock",
        },
      });
      expect(trail?.["@type"]).toBe("BreadcrumbList");
    }
  });
});

test.describe("structured data on a live page", () => {
  test("only the pages that publish structured data carry it, once live and on the next page", async ({
    page,
  }) => {
    await gotoHydrated(page, "/", "it checks that no script adds or keeps structured data");
    const jsonLd = page.locator('script[type="application/ld+json"]');
    await expect(jsonLd).toHaveCount(1);
    await page.getByRole("contentinfo").getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveTitle(/^About Us/);
    await expect(jsonLd).toHaveCount(0);
  });
});

test("the browser's scripts carry no page head: neither structured data nor the share image", () => {
  // Crawlers and link previews read the built HTML; the islands' scripts need neither (and their bytes are paid).
  const assets = fileURLToPath(new URL("client/assets/", buildUrl()));
  const scripts = globSync("**/*.js", { cwd: assets });
  expect(scripts.length).toBeGreaterThan(0);
  for (const file of scripts) {
    const code = readFileSync(`${assets}/${file}`, "utf8");
    expect(code, file).not.toContain("schema.org");
    expect(code, file).not.toContain("og-image.png");
  }
});

test.describe("crawler files", () => {
  test("the build and the tests agree on the site origin", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html, "build and tests need the same VITE_SITE_URL").toContain(
      `<link rel="canonical" href="${origin}/"`,
    );
  });

  test("sitemap.xml lists every indexable page, each answering 200, and nothing else", async ({
    request,
  }) => {
    const read = async (path: string) => {
      const response = await request.get(path);
      expect(response.headers()["content-type"], path).toMatch(/^(application|text)\/xml/);
      const text = await response.text();
      const locations = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
      return { index: text.includes("<sitemapindex"), locations };
    };
    // The pages' own list, or (past one list's size) an index of the lists, each on the site itself.
    const top = await read("/sitemap.xml");
    expect(top.locations.length).toBeGreaterThan(0);
    const urls: string[] = top.index ? [] : top.locations;
    if (top.index) {
      for (const file of top.locations) {
        expect(file.startsWith(`${origin}/`), file).toBe(true);
        urls.push(...(await read(new URL(file).pathname)).locations);
      }
    }
    expect(urls).toEqual(pages.filter((entry) => !entry.noindex).map((entry) => `${origin}${entry.path}`));
    expect(urls).not.toContain(`${origin}/cart`);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) {
      const path = new URL(url).pathname;
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
    }
  });

  test("robots.txt points to the sitemap", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("User-agent: *");
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots).not.toMatch(/Disallow:\s*\/\s*$/m);
  });

  test("the share image is a 1200 x 630 PNG", async ({ request }) => {
    const response = await request.get("/og-image.png");
    expect(response.status()).toBe(200);
    const png = await response.body();
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    // IHDR: width and height as 32-bit big-endian integers at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(png.length).toBeLessThan(300_000); // WhatsApp shows no preview for larger images
  });

  test("a product's link previews its own photo, 1200 x 630: the site's at most 100 KB", async ({
    request,
  }) => {
    for (const product of products) {
      const share = new URL(productShareImage(product, siteIdentity).url);
      if (share.origin !== origin) {
        // Another host's photo: that image service's own crop (the tests reach no other host).
        expect(share.searchParams.get("w"), product.id).toBe("1200");
        expect(share.searchParams.get("h"), product.id).toBe("630");
        continue;
      }
      const response = await request.get(share.pathname);
      expect(response.status(), product.id).toBe(200);
      expect(response.headers()["content-type"], product.id).toBe("image/jpeg");
      const jpeg = await response.body();
      expect(jpeg.length, product.id).toBeLessThanOrEqual(100 * 1024);
      expect(jpegSize(jpeg), product.id).toEqual([1200, 630]);
    }
  });
});

/** A JPEG's width and height, from its first start-of-frame segment. */
function jpegSize(jpeg: Buffer): [number, number] | undefined {
  for (let at = 2; at + 9 < jpeg.length; at += 2 + jpeg.readUInt16BE(at + 2)) {
    const marker = jpeg.readUInt16BE(at);
    if (marker >= 0xffc0 && marker <= 0xffcf && ![0xffc4, 0xffc8, 0xffcc].includes(marker))
      return [jpeg.readUInt16BE(at + 7), jpeg.readUInt16BE(at + 5)];
  }
  return undefined;
}

test.describe("pages kept out of search engines", () => {
  test("the not-found page is noindex", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  });

  test("the cart is noindex", async ({ page }) => {
    await page.goto("/cart");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
});
