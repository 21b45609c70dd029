// @vitest-environment node
import type { MetaDescriptor } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { site } from "~/content/site";
import { staticPageEntry } from "~/content/static-pages";
import { storePageEntry } from "~/content/store-pages";
import { metaFor } from "./seo";
import { productPath } from "~/content/site-routes";

/** Meta tags for a page listed in content/static-pages.ts. */
function metaForPath(path: string): MetaDescriptor[] {
  const entry = staticPageEntry(path);
  if (!entry) throw new Error(`No page entry for ${path}`);
  return metaFor(entry);
}

const origin = site.siteUrl;
const find = (meta: MetaDescriptor[], key: string, value: string) =>
  meta.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;
const jsonLd = (meta: MetaDescriptor[]) =>
  meta.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"] as { "@type": string }] : []));

describe("metaFor a static page", () => {
  it("gives a page its title, description, canonical URL and sharing tags", () => {
    const meta = metaForPath("/about");
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

  it("marks the cart noindex", () => {
    expect(find(metaForPath("/cart"), "name", "robots")?.content).toBe("noindex");
  });

  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("adds the page's structured data to the prerendered HTML", () => {
    vi.stubEnv("SSR", true);
    expect(jsonLd(metaForPath("/")).map((data) => data["@type"])).toEqual(["LocalBusiness"]);
    const product = storePageEntry(productPath("prod-001"));
    expect(product).toBeDefined();
    expect(
      jsonLd(metaFor(product ?? { path: "", title: "", description: "" })).map((data) => data["@type"]),
    ).toEqual(["Product", "BreadcrumbList"]);
    expect(jsonLd(metaForPath("/about"))).toEqual([]);
  });

  it("leaves structured data out of the browser, where only crawlers' first load would read it", () => {
    vi.stubEnv("SSR", false);
    expect(jsonLd(metaForPath("/"))).toEqual([]);
  });
});

describe("metaFor", () => {
  it("marks a page noindex on request and then publishes no structured data", () => {
    const meta = metaFor(
      { path: "/", title: "Page Not Found", description: "x".repeat(60) },
      { noindex: true },
    );
    expect(find(meta, "name", "robots")?.content).toBe("noindex");
    expect(jsonLd(meta)).toEqual([]);
  });
});
