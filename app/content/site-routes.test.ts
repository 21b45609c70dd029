// @vitest-environment node
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import routes from "../routes";
import { businessLines, footerQuickLinks, mainLinks, servicesLink } from "./navigation";
import { placeholderPages } from "./placeholder-pages";
import { CATEGORY_NAMES } from "./products";
import { serviceLines } from "./services";
import { pagePaths, pageRoutes, REDIRECTS } from "./site-routes";
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
