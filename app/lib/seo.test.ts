// @vitest-environment node
import type { MetaDescriptor } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { site } from "~/content/site";
import { staticPageEntry } from "~/content/static-pages";
import { storePageEntry } from "~/content/store-pages";
import { products } from "~/content/products";
import { productShareImage } from "./product-share-image";
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

  it("leaves the share image out of the browser too: link previews read the prerendered HTML", () => {
    vi.stubEnv("SSR", false);
    const meta = metaForPath("/about");
    expect(find(meta, "property", "og:image")).toBeUndefined();
    expect(find(meta, "name", "twitter:image")).toBeUndefined();
    expect(find(meta, "property", "og:title")?.content).toBe("About Us | Industrial Suppliers");
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

describe("a product page's share image", () => {
  const [first] = products;
  if (!first) throw new Error("no products");
  const photo = "/assets/photos/compressor-0a1b2c3d4e-1200.jpg";

  it("is the photo staff uploaded, as the build made it: 1200 x 630 JPEG", () => {
    expect(productShareImage({ image: photo, name: "Compressor" })).toEqual({
      url: `${origin}/assets/photos/compressor-0a1b2c3d4e-share.jpg`,
      width: 1200,
      height: 630,
      type: "image/jpeg",
      alt: "Compressor",
    });
  });

  it("is the image host's own 1200 x 630 crop of a photo there, as a JPEG", () => {
    const share = productShareImage({
      image: "https://images.unsplash.com/photo-1?auto=format&fit=crop&w=800&q=70",
      name: "Pump",
    });
    const url = new URL(share.url);
    expect(url.origin + url.pathname).toBe("https://images.unsplash.com/photo-1");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      fit: "crop",
      w: "1200",
      h: "630",
      q: "70",
      fm: "jpg",
    });
    expect(share).toMatchObject({ width: 1200, height: 630, type: "image/jpeg", alt: "Pump" });
  });

  it("is the site's logo card for an address it cannot crop", () => {
    expect(productShareImage({ image: "https://images.unsplash.com/photo-1", name: "Pump" }).url).toBe(
      `${origin}/og-image.png`,
    );
  });

  it("goes into the page's Open Graph and X tags, with its size", () => {
    const entry = storePageEntry(productPath(first.id));
    if (!entry) throw new Error("no product page");
    const meta = metaFor(entry, { image: productShareImage({ image: photo, name: first.name }) });
    const url = `${origin}/assets/photos/compressor-0a1b2c3d4e-share.jpg`;
    expect(find(meta, "property", "og:image")?.content).toBe(url);
    expect(find(meta, "property", "og:image:type")?.content).toBe("image/jpeg");
    expect(find(meta, "property", "og:image:width")?.content).toBe("1200");
    expect(find(meta, "property", "og:image:height")?.content).toBe("630");
    expect(find(meta, "property", "og:image:alt")?.content).toBe(first.name);
    expect(find(meta, "name", "twitter:image")?.content).toBe(url);
  });
});
