import { describe, expect, it } from "vitest";
import { CATEGORY_NAMES, products } from "./catalog";
import { storeCategoryCards } from "~/content/store/store-home";
import { categoryPages } from "~/content/store/store";
import fc from "fast-check";
import storeFrontFile from "~/data/store-front.json";
import {
  categoryListing,
  descriptionPreview,
  featuredOf,
  featuredProducts,
  listOrderOf,
  modelCode,
  productDetail,
} from "./catalog";

describe("product content", () => {
  it("holds prod-001 to prod-015, each valid", () => {
    expect(products.map((product) => product.id)).toEqual(
      Array.from({ length: 15 }, (_, index) => `prod-${String(index + 1).padStart(3, "0")}`),
    );
    for (const product of products) {
      expect(product.name.trim()).not.toBe("");
      for (const cents of [product.listPriceCents, product.detailPriceCents]) {
        expect(Number.isSafeInteger(cents) && cents > 0).toBe(true);
      }
      expect(product.image).toMatch(/^https:\/\/images\.unsplash\.com\/photo-[\w-]+\?/);
      expect(CATEGORY_NAMES).toContain(product.category);
      expect(product.description.length).toBeGreaterThan(50);
      // As shipped, every product is on sale.
      expect(product.withdrawn).toBe(false);
      // Every one of the 15 has its buyers' rating; a new product may have none.
      expect(product.reviews?.rating).toBeGreaterThanOrEqual(0);
      expect(product.reviews?.rating).toBeLessThanOrEqual(5);
      expect(Number.isInteger(product.reviews?.count)).toBe(true);
      for (const text of [product.brand, product.countryOfOrigin, product.certification]) {
        expect(text.trim()).not.toBe("");
      }
    }
  });

  it("has category pages with unique slugs and store cards with counts 48, 36, 25", () => {
    expect(categoryPages.map((page) => page.slug)).toEqual([
      "mining",
      "energy",
      "construction",
      "all",
      "featured",
    ]);
    expect(storeCategoryCards.map((card) => [card.id, card.items])).toEqual([
      ["mining", 48],
      ["energy", 36],
      ["construction", 25],
    ]);
    for (const page of categoryPages) {
      expect(page.description.length).toBeGreaterThanOrEqual(50);
      expect(page.description.length).toBeLessThanOrEqual(160);
    }
  });
});

describe("categoryListing", () => {
  it.each([
    ["mining", "Mining & Industrial", 5],
    ["energy", "Energy Solutions", 5],
    ["construction", "Civil Contracting", 5],
    ["all", "All Products", 15],
    ["featured", "Featured Products", 4],
  ])("%s is titled %s and lists %i products", (slug, title, count) => {
    const listing = categoryListing(slug);
    expect(listing).toMatchObject({ title, known: true });
    expect(listing.products).toHaveLength(count);
  });

  it("maps each business line to its products", () => {
    expect(categoryListing("energy").products.every((p) => p.category === "Energy Solutions")).toBe(true);
    expect(categoryListing("featured").products.map((p) => p.id)).toEqual([
      "prod-001",
      "prod-002",
      "prod-003",
      "prod-004",
    ]);
    expect(featuredProducts()).toEqual(categoryListing("featured").products);
  });

  it("ships the store front as the first four products, as the store has always featured them", () => {
    expect(storeFrontFile.featured).toEqual(products.slice(0, 4).map((product) => product.id));
  });

  it("features the products staff chose, in their order, less any withdrawn", () => {
    const ids = products.map((product) => product.id as string);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...ids), { minLength: 1 }),
        fc.uniqueArray(fc.constantFrom(...ids)),
        (chosen, withdrawn) => {
          const catalogue = products.map((product) => ({
            ...product,
            withdrawn: withdrawn.includes(product.id),
          }));
          expect(featuredOf(catalogue, chosen).map((product) => product.id)).toEqual(
            chosen.filter((id) => !withdrawn.includes(id)),
          );
        },
      ),
    );
  });

  it("lists the products on sale, those staff ordered first in their order, the rest in the catalogue's order", () => {
    const ids = products.map((product) => product.id as string);
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...ids, "prod-999")),
        fc.uniqueArray(fc.constantFrom(...ids)),
        fc.shuffledSubarray(ids),
        (order, withdrawn, kept) => {
          const catalogue = products
            .filter((product) => kept.includes(product.id))
            .map((product) => ({ ...product, withdrawn: withdrawn.includes(product.id) }));
          const result = listOrderOf(catalogue, order).map((product) => product.id as string);
          const onSale = catalogue
            .filter((product) => !product.withdrawn)
            .map((product) => product.id as string);
          // A permutation of the products on sale.
          expect([...result].sort()).toEqual([...onSale].sort());
          // Those listed (and on sale) first, in the order first listed.
          const listed = [...new Set(order)].filter((id) => onSale.includes(id));
          expect(result.slice(0, listed.length)).toEqual(listed);
          // The rest in the catalogue's order.
          expect(result.slice(listed.length)).toEqual(onSale.filter((id) => !listed.includes(id)));
        },
      ),
    );
  });

  it("ships no list order, so every list is in file-name order", () => {
    expect(storeFrontFile).not.toHaveProperty("order");
    expect(categoryListing("all").products.map((product) => product.id)).toEqual(
      products.map((product) => product.id),
    );
  });

  it.each(["air-conditioning", "energy-solutions", "constructor", "__proto__", "toString", "<b>x</b>", ""])(
    "treats %j as unknown, titled by the slug",
    (slug) => {
      expect(categoryListing(slug)).toEqual({ title: slug, known: false, products: [] });
    },
  );

  it("uses the list price", () => {
    expect(categoryListing("all").products[0]?.priceCents).toBe(1_299_999);
  });
});

describe("productDetail", () => {
  it("uses the detail price and builds the specification rows", () => {
    const detail = productDetail("prod-001");
    expect(detail?.priceCents).toBe(99_999);
    expect(detail?.categorySlug).toBe("mining");
    expect(detail?.specs).toEqual([
      { label: "Brand", value: "Atlas Copco" },
      { label: "Model", value: "IS-001" },
      { label: "Warranty", value: "1 Year Limited" },
      { label: "Country of Origin", value: "Sweden" },
      { label: "Certification", value: "ISO 9001, CE" },
      { label: "Shipping Weight", value: "45 kg" },
    ]);
  });

  it.each(["prod-999", "constructor", "__proto__", "PROD-001", ""])("finds nothing for %j", (id) => {
    expect(productDetail(id)).toBeUndefined();
  });

  it("derives the model from the id's number", () => {
    expect(modelCode("prod-015")).toBe("IS-015");
  });
});

describe("descriptionPreview", () => {
  it("keeps short text and cuts long text at 150 characters", () => {
    expect(descriptionPreview("Short.")).toBe("Short.");
    const long = "a".repeat(200);
    expect(descriptionPreview(long)).toBe(`${"a".repeat(150)}...`);
    expect(descriptionPreview("b".repeat(150))).toBe("b".repeat(150));
  });
});
