// @vitest-environment node
import { describe, expect, it } from "vitest";
import { loadProducts } from "~/content/data-files";
import { businessHours, site } from "~/content/site";
import { productPath } from "./store-paths";
import { breadcrumbJsonLd, organizationJsonLd, productJsonLd, schemaPrice } from "./structured-data";

/** The products of the data files, as the build checks them. */
const { products } = loadProducts();

const origin = site.siteUrl;

/** Recursively checks that nothing in a JSON-LD block is empty, undefined, NaN or a relative URL. */
function expectWellFormed(value: unknown, at = "$"): void {
  if (Array.isArray(value)) {
    expect(value.length, at).toBeGreaterThan(0);
    value.forEach((item, index) => expectWellFormed(item, `${at}[${index}]`));
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) expectWellFormed(item, `${at}.${key}`);
  } else if (typeof value === "number") {
    expect(Number.isFinite(value), at).toBe(true);
  } else {
    expect(typeof value, at).toBe("string");
    expect(value, at).not.toBe("");
    expect(String(value), at).not.toMatch(/undefined|NaN|\[object/);
  }
}

describe("schemaPrice", () => {
  it("writes whole cents as a plain two-decimal number", () => {
    expect(schemaPrice(99_999)).toBe("999.99");
    expect(schemaPrice(2_395_000)).toBe("23950.00");
    expect(schemaPrice(5)).toBe("0.05");
    expect(schemaPrice(0)).toBe("0.00");
  });

  it("refuses what is not whole, non-negative cents", () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => schemaPrice(bad)).toThrow();
  });
});

describe("organizationJsonLd", () => {
  const org = organizationJsonLd(site, businessHours, origin);

  it("describes the company as a LocalBusiness with address, contact, hours and founding year", () => {
    expectWellFormed(org);
    expect(org).toMatchObject({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      "@id": `${origin}/#organization`,
      name: "Industrial Suppliers",
      url: `${origin}/`,
      image: `${origin}/og-image.png`,
      telephone: site.phone,
      email: site.infoEmail,
      foundingDate: "1991",
      address: {
        "@type": "PostalAddress",
        streetAddress: site.address.street,
        addressLocality: "Harare",
        addressCountry: "ZW",
      },
    });
  });

  it("publishes the business hours: weekdays 8-17, Saturday 8-12, Sunday closed", () => {
    expect(org.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:00",
        closes: "17:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "08:00", closes: "12:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Sunday"], opens: "00:00", closes: "00:00" },
    ]);
  });

  it("survives JSON serialisation unchanged (it is written into the page as JSON)", () => {
    expect(JSON.parse(JSON.stringify(org))).toEqual(org);
  });
});

describe("productJsonLd", () => {
  it("gives prod-001 its detail price, 999.99 US dollars, in stock", () => {
    const product = products.find((item) => item.id === "prod-001");
    if (!product) throw new Error("prod-001 missing");
    expect(productJsonLd(product, origin)).toMatchObject({
      "@type": "Product",
      sku: "prod-001",
      name: product.name,
      offers: {
        "@type": "Offer",
        url: `${origin}${productPath("prod-001")}`,
        price: "999.99",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
      },
    });
  });

  it("publishes a withdrawn product as discontinued: its page still answers", () => {
    const [product] = products;
    if (!product) throw new Error("no products");
    expect(productJsonLd({ ...product, withdrawn: true }, origin)).toMatchObject({
      offers: { availability: "https://schema.org/Discontinued" },
    });
  });

  it.each(products.map((product) => [product.id, product] as const))("%s is well formed", (_id, product) => {
    const data = productJsonLd(product, origin);
    expectWellFormed(data);
    expect(data.image).toEqual([product.image]);
    expect(data.offers).toMatchObject({ price: expect.stringMatching(/^\d+\.\d{2}$/) as unknown });
    expect(data.aggregateRating).toMatchObject({
      ratingValue: product.reviews?.rating,
      reviewCount: product.reviews?.count,
    });
  });
});

describe("productJsonLd of a product with a photo staff uploaded", () => {
  it("names the photo by its full address on the site", () => {
    const [first] = products;
    if (!first) throw new Error("no products");
    const image = "/assets/photos/compressor-0a1b2c3d4e-1200.jpg";
    expect(productJsonLd({ ...first, image }, origin).image).toEqual([`${origin}${image}`]);
  });
});

describe("productJsonLd of a product nobody has reviewed yet", () => {
  it("publishes no rating", () => {
    const [first] = products;
    if (!first) throw new Error("no products");
    const data = productJsonLd({ ...first, reviews: null }, origin);
    expectWellFormed(data);
    expect(data).not.toHaveProperty("aggregateRating");
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers the trail from 1 and makes every link absolute", () => {
    const data = breadcrumbJsonLd(
      [
        { label: "Home", href: "/" },
        { label: "Store", href: "/store" },
      ],
      origin,
    );
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
        { "@type": "ListItem", position: 2, name: "Store", item: `${origin}/store` },
      ],
    });
  });
});
