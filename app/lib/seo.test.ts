// @vitest-environment node
import { describe, expect, it } from "vitest";
import { loadProducts } from "~/content/data-files";
import { productShareImage } from "./product-share-image";
import { metaFor, type MetaDescriptor, type PageHead, type SiteIdentity } from "./seo";
import { organizationJsonLd } from "./structured-data";

/** The products of the data files, as the build checks them. */
const { products } = loadProducts();

const origin = "https://www.example.org";
const siteIdentity: SiteIdentity = { name: "Industrial Suppliers", url: origin };
const about: PageHead = { path: "/about", title: "About Us", description: "x".repeat(60) };

const find = (meta: MetaDescriptor[], key: string, value: string) =>
  meta.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;
const jsonLd = (meta: MetaDescriptor[]) =>
  meta.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"] as { "@type": string }] : []));
const company = organizationJsonLd(
  {
    name: siteIdentity.name,
    legalName: "Industrial Suppliers (Pvt) Ltd",
    description: "Supplies",
    phone: "+263 1",
    infoEmail: "info@example.org",
    foundingYear: 1991,
    address: { street: "1 Road", city: "Harare", countryCode: "ZW" },
  },
  [],
  origin,
);

describe("metaFor a page", () => {
  it("gives a page its title, description, canonical URL and sharing tags, on the site's origin", () => {
    const meta = metaFor(about, siteIdentity);
    expect(meta).toContainEqual({ title: "About Us | Industrial Suppliers" });
    expect(find(meta, "name", "description")?.content).toBe(about.description);
    expect(find(meta, "rel", "canonical")?.href).toBe(`${origin}/about`);
    expect(find(meta, "property", "og:site_name")?.content).toBe("Industrial Suppliers");
    expect(find(meta, "property", "og:title")?.content).toBe("About Us | Industrial Suppliers");
    expect(find(meta, "property", "og:description")?.content).toBe(about.description);
    expect(find(meta, "property", "og:url")?.content).toBe(`${origin}/about`);
    expect(find(meta, "property", "og:image")?.content).toBe(`${origin}/og-image.png`);
    expect(find(meta, "property", "og:image:alt")?.content).toBe("Industrial Suppliers");
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(meta, "name", "twitter:image")?.content).toBe(`${origin}/og-image.png`);
    expect(find(meta, "name", "robots")).toBeUndefined();
  });

  it("adds the structured data it is given to the prerendered HTML", () => {
    expect(jsonLd(metaFor(about, siteIdentity, { structuredData: [company] }))).toEqual([company]);
    expect(jsonLd(metaFor(about, siteIdentity))).toEqual([]);
  });
});

describe("metaFor", () => {
  it("names the site once: a page titled as the site is not titled twice", () => {
    const head: PageHead = { path: "/", title: siteIdentity.name, description: "x".repeat(60) };
    expect(metaFor(head, siteIdentity)).toContainEqual({ title: siteIdentity.name });
    expect(metaFor({ ...head, title: "Contact" }, siteIdentity)).toContainEqual({
      title: `Contact | ${siteIdentity.name}`,
    });
  });

  it("marks a page noindex on request and then publishes no structured data", () => {
    const meta = metaFor({ path: "/", title: "Page Not Found", description: "x".repeat(60) }, siteIdentity, {
      noindex: true,
      structuredData: [company],
    });
    expect(find(meta, "name", "robots")?.content).toBe("noindex");
    expect(jsonLd(meta)).toEqual([]);
  });
});

describe("a product page's share image", () => {
  const [first] = products;
  if (!first) throw new Error("no products");
  const photo = "/assets/photos/compressor-0a1b2c3d4e-1200.jpg";

  it("is the photo staff uploaded, as the build made it: 1200 x 630 JPEG", () => {
    expect(productShareImage({ image: photo, name: "Compressor" }, siteIdentity)).toEqual({
      url: `${origin}/assets/photos/compressor-0a1b2c3d4e-share.jpg`,
      width: 1200,
      height: 630,
      type: "image/jpeg",
      alt: "Compressor",
    });
  });

  it("is the image host's own 1200 x 630 crop of a photo there, as a JPEG", () => {
    const share = productShareImage(
      { image: "https://images.unsplash.com/photo-1?auto=format&fit=crop&w=800&q=70", name: "Pump" },
      siteIdentity,
    );
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
    expect(
      productShareImage({ image: "https://images.unsplash.com/photo-1", name: "Pump" }, siteIdentity).url,
    ).toBe(`${origin}/og-image.png`);
  });

  it("goes into the page's Open Graph and X tags, with its size", () => {
    const head: PageHead = {
      path: `/store/product/${first.id}`,
      title: first.name,
      description: "x".repeat(60),
    };
    const meta = metaFor(head, siteIdentity, {
      image: productShareImage({ image: photo, name: first.name }, siteIdentity),
    });
    const url = `${origin}/assets/photos/compressor-0a1b2c3d4e-share.jpg`;
    expect(find(meta, "property", "og:image")?.content).toBe(url);
    expect(find(meta, "property", "og:image:type")?.content).toBe("image/jpeg");
    expect(find(meta, "property", "og:image:width")?.content).toBe("1200");
    expect(find(meta, "property", "og:image:height")?.content).toBe("630");
    expect(find(meta, "property", "og:image:alt")?.content).toBe(first.name);
    expect(find(meta, "name", "twitter:image")?.content).toBe(url);
  });
});
