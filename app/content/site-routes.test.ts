// @vitest-environment node
import { existsSync } from "node:fs";
import fc from "fast-check";
import { matchPath } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "../routes";
import { businessLines, footerQuickLinks, mainLinks, servicesLink } from "./navigation";
import { placeholderPages } from "./placeholder-pages";
import { CATEGORY_NAMES } from "./products";
import { serviceLines } from "./services";
import { products } from "./products";
import {
  categoryPath,
  pagePaths,
  pageRoutes,
  productPath,
  REDIRECTS,
  routePattern,
  storeRoutes,
} from "./site-routes";
import { staticPages } from "./static-pages";
import { categoryPageFor, categoryPages } from "./store";
import { storeCategoryCards } from "./store-home";

const routePaths = routes.map((entry) => (entry.index ? "/" : `/${entry.path ?? ""}`));

describe("the page list and the route table", () => {
  it("serves every page and every redirect once, each from an existing module", () => {
    for (const path of [...pagePaths, ...Object.keys(REDIRECTS)]) {
      expect(routePaths.filter((routePath) => routePath === path)).toEqual([path]);
    }
    for (const entry of routes) expect(existsSync(new URL(`../${entry.file}`, import.meta.url))).toBe(true);
    const ids = routes.map((entry) => entry.id ?? entry.file);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives every page of the table a title and description, in the table's order", () => {
    expect(staticPages.map((entry) => entry.path)).toEqual(pagePaths);
  });

  it("has placeholder copy for exactly the pages the under-construction module serves", () => {
    const underConstruction = pagePaths.filter((path) => pageRoutes[path] === "under-construction");
    expect(Object.keys(placeholderPages).sort()).toEqual([...underConstruction].sort());
  });

  it("links the menu only to pages of the table", () => {
    const links = [
      servicesLink,
      ...mainLinks,
      ...footerQuickLinks,
      ...businessLines.flatMap((line) => [line, ...line.children]),
    ];
    for (const link of links) expect(pagePaths).toContain(link.href);
  });

  it("redirects each old service address to a business line's landing page, and links each once", () => {
    expect(Object.values(REDIRECTS)).toEqual(businessLines.map((line) => line.href));
    expect(serviceLines.map((line) => line.href)).toEqual(Object.keys(REDIRECTS));
  });
});

describe("the store's addresses with a value", () => {
  const served = (module: string) => {
    const entry = routes.find((candidate) => candidate.file === `routes/${module}.tsx`);
    if (!entry?.path) throw new Error(`No route serves ${module}`);
    return `/${entry.path}`;
  };

  it("are routed by the pattern their builder is made from", () => {
    for (const entry of Object.values(storeRoutes)) expect(served(entry.module)).toBe(routePattern(entry));
  });

  it("are built so the route table reads the value back", () => {
    const value = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,30}$/);
    const builders = [
      [storeRoutes.category, categoryPath],
      [storeRoutes.product, productPath],
    ] as const;
    for (const [entry, build] of builders) {
      const pattern = served(entry.module);
      expect(matchPath(pattern, build("prod-001"))?.params).toEqual({ [entry.param]: "prod-001" });
      fc.assert(
        fc.property(value, (slug) => {
          expect(matchPath(pattern, build(slug))?.params).toEqual({ [entry.param]: slug });
        }),
      );
    }
    for (const product of products) expect(productPath(product.id)).toBe(`/store/product/${product.id}`);
    expect(categoryPath("mining")).toBe("/store/category/mining");
  });
});

describe("the store's categories", () => {
  it("list each catalogue category on exactly one page", () => {
    for (const name of CATEGORY_NAMES) {
      const pages = categoryPages.filter(
        (page) => page.filter.kind === "category" && page.filter.category === name,
      );
      expect(pages).toEqual([categoryPageFor(name)]);
    }
  });

  it("name the store home's cards as their pages do", () => {
    for (const card of storeCategoryCards) {
      expect(categoryPages.find((page) => page.slug === card.id)?.title).toBe(card.name);
    }
  });
});
