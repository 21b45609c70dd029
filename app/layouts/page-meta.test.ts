// @vitest-environment node
import { describe, expect, it } from "vitest";
import { aboutEntry } from "~/content/about";
import { businessLines } from "~/content/navigation";
import { products } from "~/features/catalog/catalog";
import { site } from "~/content/site";
import { categoryPageFor } from "~/content/store/store";
import type { MetaDescriptor } from "~/lib/seo";
import { categoryPath } from "~/lib/store-paths";
import type { JsonLd } from "~/lib/structured-data";
import { companyJsonLd, lineTrailJsonLd, pageMeta, productJsonLds } from "./page-meta";

// What the page files put in their heads (app/pages/: `pageMeta(entry, { structuredData })`), from the builders
// they call. The browser tests compare every built page's head with these (tests/e2e/seo.spec.ts).

const origin = site.siteUrl;
const find = (meta: MetaDescriptor[], key: string, value: string) =>
  meta.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;
const jsonLd = (meta: MetaDescriptor[]) =>
  meta.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"]] : []));

describe("pageMeta", () => {
  it("gives a page its title, description, canonical URL and sharing tags, on the site's origin", () => {
    const meta = pageMeta(aboutEntry);
    expect(meta).toContainEqual({ title: "About Us | Industrial Suppliers" });
    expect(find(meta, "rel", "canonical")?.href).toBe(`${origin}/about`);
    const description = find(meta, "name", "description")?.content;
    expect(description?.length).toBeGreaterThanOrEqual(50);
    expect(find(meta, "property", "og:title")?.content).toBe("About Us | Industrial Suppliers");
    expect(find(meta, "property", "og:description")?.content).toBe(description);
    expect(find(meta, "property", "og:url")?.content).toBe(`${origin}/about`);
    expect(find(meta, "property", "og:image")?.content).toBe(`${origin}/og-image.png`);
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(meta, "name", "twitter:image")?.content).toBe(`${origin}/og-image.png`);
    expect(find(meta, "name", "robots")).toBeUndefined();
    expect(jsonLd(meta)).toEqual([]);
  });

  it("marks a page search engines skip noindex, and publishes no structured data there", () => {
    const meta = pageMeta(aboutEntry, { noindex: true, structuredData: companyJsonLd() });
    expect(find(meta, "name", "robots")?.content).toBe("noindex");
    expect(jsonLd(meta)).toEqual([]);
  });

  it("adds the structured data it is given", () => {
    expect(
      jsonLd(pageMeta(aboutEntry, { structuredData: companyJsonLd() })).map((data) => data["@type"]),
    ).toEqual(["LocalBusiness"]);
  });
});

describe("the structured data the pages publish", () => {
  it("describes the company with its contact details", () => {
    const [company] = companyJsonLd();
    expect(company).toMatchObject({ "@type": "LocalBusiness", name: site.name, url: `${origin}/` });
  });

  it("gives each product page its Product and the trail Home > Store > Category > Product", () => {
    for (const product of products) {
      const [item, trail] = productJsonLds(product) as [JsonLd, JsonLd];
      expect(item["@type"]).toBe("Product");
      expect(trail["@type"]).toBe("BreadcrumbList");
      const names = (trail.itemListElement as { name: string; item: string }[]).map((entry) => entry.name);
      expect(names).toEqual(["Home", "Store", categoryPageFor(product.category).title, product.name]);
      const category = (trail.itemListElement as { item: string }[])[2]?.item;
      expect(category).toBe(`${origin}${categoryPath(categoryPageFor(product.category).slug)}`);
    }
  });

  it("gives each business-line subpage the trail Home > Business line > Page, and refuses any other page", () => {
    for (const line of businessLines) {
      for (const child of line.children) {
        const [trail] = lineTrailJsonLd(child.href);
        expect(trail?.itemListElement, child.href).toEqual([
          { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
          { "@type": "ListItem", position: 2, name: line.label, item: `${origin}${line.href}` },
          { "@type": "ListItem", position: 3, name: child.label, item: `${origin}${child.href}` },
        ]);
      }
    }
    expect(() => lineTrailJsonLd("/about")).toThrow(/no business line subpage at \/about/);
  });

  it("is plain JSON with absolute addresses", () => {
    const all = [
      ...companyJsonLd(),
      ...products.flatMap((product) => productJsonLds(product)),
      ...businessLines.flatMap((line) => line.children.flatMap((child) => lineTrailJsonLd(child.href))),
    ];
    for (const data of all) {
      expect(JSON.parse(JSON.stringify(data))).toEqual(data);
      expect(JSON.stringify(data)).not.toMatch(/undefined|NaN|\[object|"item":"\/|"url":"\//);
    }
  });
});
