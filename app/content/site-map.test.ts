// @vitest-environment node
import { describe, expect, it } from "vitest";
import { products } from "./products";
import {
  DESCRIPTION_LENGTH,
  indexablePages,
  NOINDEX_PATHS,
  pageEntry,
  pages,
  prerenderPaths,
  REDIRECTS,
  RESOURCE_PATHS,
} from "./site-map";
import { categoryPath, productPath } from "./site-routes";

describe("site map", () => {
  it("lists every path once, with a unique title", () => {
    const paths = pages.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    const titles = pages.map((entry) => entry.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it.each(pages.map((entry) => [entry.path, entry.description] as const))(
    "%s has a description of 50 to 160 characters",
    (_path, description) => {
      expect(description.length).toBeGreaterThanOrEqual(DESCRIPTION_LENGTH.min);
      expect(description.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH.max);
      expect(description).not.toMatch(/\s$|undefined|NaN/);
    },
  );

  it("has every product page, described by the product itself", () => {
    for (const product of products) {
      const entry = pageEntry(productPath(product.id));
      expect(entry?.title).toBe(product.name);
      expect(entry?.description.startsWith(`${product.name}: `)).toBe(true);
    }
  });

  it("keeps the cart, its quotation and the always-empty linked categories out of search engines", () => {
    expect(NOINDEX_PATHS).toEqual([
      "/cart",
      "/cart/quotation",
      categoryPath("air-conditioning"),
      categoryPath("energy-solutions"),
    ]);
    for (const path of NOINDEX_PATHS) expect(pageEntry(path)).toBeDefined();
    const indexable = indexablePages().map((entry) => entry.path);
    expect(indexable).not.toContain("/cart");
    expect(indexable).toHaveLength(pages.length - NOINDEX_PATHS.length);
  });

  it("prerenders every page, every redirect and the generated files", () => {
    expect(prerenderPaths()).toEqual([
      ...pages.map((entry) => entry.path),
      ...Object.keys(REDIRECTS),
      ...RESOURCE_PATHS,
    ]);
    for (const from of Object.keys(REDIRECTS)) expect(pageEntry(from)).toBeUndefined();
  });
});
