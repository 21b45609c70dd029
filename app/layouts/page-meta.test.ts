// @vitest-environment node
import { matchRoutes, type MetaDescriptor } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { businessLines } from "~/content/navigation";
import { products } from "~/features/catalog/catalog";
import { site } from "~/content/site";
import { categoryPageFor } from "~/content/store/store";
import { categoryPath, productPath } from "~/lib/store-paths";
import type { JsonLd } from "~/lib/structured-data";
import routes from "~/routes";
import { NOT_INDEXED, sitemapPaths, sitePages } from "~/site-pages";
import { loader as sitemapLoader } from "./sitemap-xml";

// What each page's route module says in its head, as the prerender asks for it: the route table picks the module,
// its loader (if any) gives the data, its `meta` the tags.

interface RouteModule {
  meta: (args: unknown) => MetaDescriptor[];
  loader?: (args: unknown) => unknown;
}

/** The route table as React Router matches it, each route with its module. */
const table = routes.map((entry) => ({
  path: entry.index ? "/" : entry.path,
  caseSensitive: entry.caseSensitive,
  file: entry.file,
}));

/** A page's meta tags, from the module the route table gives its address. */
async function metaForPath(path: string): Promise<MetaDescriptor[]> {
  const match = matchRoutes(table, path)?.at(-1);
  if (!match) throw new Error(`No route for ${path}`);
  const module = (await import(/* @vite-ignore */ `../${match.route.file}`)) as RouteModule;
  const { params } = match;
  const loaderData = module.loader?.({ params });
  return module.meta({ params, loaderData, location: { pathname: path }, matches: [] });
}

const productMeta = (id: string) => metaForPath(productPath(id));

const origin = site.siteUrl;
const find = (meta: MetaDescriptor[], key: string, value: string) =>
  meta.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;
const jsonLd = (meta: MetaDescriptor[]) =>
  meta.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"] as JsonLd] : []));

const structuredDataFor = async (path: string) => jsonLd(await metaForPath(path));
const types = async (path: string) => (await structuredDataFor(path)).map((data) => data["@type"]);
const pages = sitePages().filter((page) => page.kind === "page");

describe("a page's meta, from its route module", () => {
  it("gives a page its title, description, canonical URL and sharing tags", async () => {
    const meta = await metaForPath("/about");
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
  });

  it("marks the cart noindex", async () => {
    expect(find(await metaForPath("/cart"), "name", "robots")?.content).toBe("noindex");
  });

  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("adds the page's structured data to the prerendered HTML", async () => {
    vi.stubEnv("SSR", true);
    expect(jsonLd(await metaForPath("/")).map((data) => data["@type"])).toEqual(["LocalBusiness"]);
    expect(jsonLd(await productMeta("prod-001")).map((data) => data["@type"])).toEqual([
      "Product",
      "BreadcrumbList",
    ]);
    expect(jsonLd(await metaForPath("/about"))).toEqual([]);
  });

  it("leaves structured data out of the browser, where only crawlers' first load would read it", async () => {
    vi.stubEnv("SSR", false);
    expect(jsonLd(await metaForPath("/"))).toEqual([]);
  });

  it("leaves the share image out of the browser too: link previews read the prerendered HTML", async () => {
    vi.stubEnv("SSR", false);
    const meta = await metaForPath("/about");
    expect(find(meta, "property", "og:image")).toBeUndefined();
    expect(find(meta, "name", "twitter:image")).toBeUndefined();
    expect(find(meta, "property", "og:title")?.content).toBe("About Us | Industrial Suppliers");
  });
});

describe("each page's structured data, from its route module", () => {
  beforeAll(() => {
    vi.stubEnv("SSR", true);
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it("puts the company on the home and contact pages only", async () => {
    expect(await types("/")).toEqual(["LocalBusiness"]);
    expect(await types("/contact")).toEqual(["LocalBusiness"]);
    const others = pages.filter((entry) => !["/", "/contact"].includes(entry.path));
    for (const entry of others) expect(await types(entry.path), entry.path).not.toContain("LocalBusiness");
  });

  it("gives each product page its Product and the trail Home > Store > Category > Product", async () => {
    for (const product of products) {
      const [item, trail] = (await structuredDataFor(productPath(product.id))) as [JsonLd, JsonLd];
      expect(item["@type"]).toBe("Product");
      expect(trail["@type"]).toBe("BreadcrumbList");
      const names = (trail.itemListElement as { name: string; item: string }[]).map((entry) => entry.name);
      expect(names).toEqual(["Home", "Store", product.category, product.name]);
      const category = (trail.itemListElement as { item: string }[])[2]?.item;
      expect(category).toBe(`${origin}${categoryPath(categoryPageFor(product.category).slug)}`);
    }
  });

  it("gives each business-line subpage the trail Home > Business line > Page", async () => {
    for (const line of businessLines) {
      for (const child of line.children) {
        const [trail] = await structuredDataFor(child.href);
        expect(trail?.itemListElement, child.href).toEqual([
          { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
          { "@type": "ListItem", position: 2, name: line.label, item: `${origin}${line.href}` },
          { "@type": "ListItem", position: 3, name: child.label, item: `${origin}${child.href}` },
        ]);
      }
    }
  });

  it("only describes pages that exist, and none for unknown paths", async () => {
    const known = new Set(pages.map((entry) => entry.path));
    for (const entry of pages) {
      for (const data of await structuredDataFor(entry.path)) {
        expect(JSON.parse(JSON.stringify(data)), entry.path).toEqual(data);
        expect(JSON.stringify(data), entry.path).not.toMatch(/undefined|NaN|\[object|"item":"\/|"url":"\//);
      }
    }
    expect(await structuredDataFor("/no/such/page")).toEqual([]);
    expect(await structuredDataFor(productPath("prod-999"))).toEqual([]);
    for (const line of businessLines)
      for (const child of line.children) expect(known.has(child.href)).toBe(true);
  });
});

describe("sitemap.xml (routes/sitemap-xml.ts)", () => {
  it("lists every indexable page once, as an absolute URL, and no noindex page", async () => {
    const response = sitemapLoader();
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    const urls = [...(await response.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(urls).toEqual(sitemapPaths().map((path) => new URL(path, origin).href));
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toContain(`${origin}/`);
    expect(urls).toContain(`${origin}${productPath("prod-015")}`);
    for (const path of NOT_INDEXED) expect(urls).not.toContain(`${origin}${path}`);
    expect(urls.some((url) => url?.includes("/services/industrial"))).toBe(false);
    expect(urls.some((url) => url?.endsWith(".xml") || url?.endsWith(".txt"))).toBe(false);
  });
});
