import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { businessLines } from "../navigation";
import { categoryPath, productPath } from "~/lib/store-paths";
import { loadProducts } from "../data-files";
import { LINKED_UNKNOWN_SLUGS, storeCategories } from "../store/store";
import type { PageEntry } from "../page-entry";
import { site } from "../site";
import { additionalServices, additionalServicesEntry } from "./civil/additional-services";
import { buildingWorks, buildingWorksEntry } from "./civil/building-works";
import { infrastructure, infrastructureEntry } from "./civil/infrastructure";
import { civilLanding, civilLandingEntry } from "./civil/landing";
import { specialty, specialtyEntry } from "./civil/specialty";
import { electricalMaterials, electricalMaterialsEntry } from "./energy/electrical-materials";
import { energyLanding, energyLandingEntry } from "./energy/landing";
import { airConditioning, airConditioningEntry } from "./mining/air-conditioning";
import { miningLanding, miningLandingEntry } from "./mining/landing";
import { pipes, pipesEntry } from "./mining/pipes";
import { sectionOf, type Action, type Hero } from "./types";

/** Each business-line page's copy by its address, with the entry its page file gives the head. */
const pagesByPath: Record<string, [{ hero: Hero }, PageEntry]> = {
  "/mining-industrial": [miningLanding, miningLandingEntry],
  "/mining-industrial/air-conditioning": [airConditioning, airConditioningEntry],
  "/mining-industrial/pipes": [pipes, pipesEntry],
  "/energy-solutions": [energyLanding, energyLandingEntry],
  "/energy-solutions/materials": [electricalMaterials, electricalMaterialsEntry],
  "/civil-contracting": [civilLanding, civilLandingEntry],
  "/civil-contracting/building": [buildingWorks, buildingWorksEntry],
  "/civil-contracting/infrastructure": [infrastructure, infrastructureEntry],
  "/civil-contracting/specialty": [specialty, specialtyEntry],
  "/civil-contracting/additional": [additionalServices, additionalServicesEntry],
};

const byPath = Object.fromEntries(Object.entries(pagesByPath).map(([path, [page]]) => [path, page]));

/** Every value under a key named `key`, anywhere in a content tree. */
function collect(tree: unknown, key: string): unknown[] {
  if (Array.isArray(tree)) return tree.flatMap((item: unknown) => collect(item, key));
  if (tree === null || typeof tree !== "object") return [];
  return Object.entries(tree as Record<string, unknown>).flatMap(([name, value]): unknown[] =>
    name === key ? [value, ...collect(value, key)] : collect(value, key),
  );
}

const isAction = (value: unknown): value is Action =>
  typeof value === "object" && value !== null && "label" in value && "href" in value;

describe("business-line content", () => {
  it.each(Object.entries(pagesByPath))("%s has its page title as its heading", (path, [page, entry]) => {
    expect(entry.path).toBe(path);
    expect(page.hero.title).toBe(entry.title);
  });

  it("links only to pages the site serves", () => {
    // A page file in app/pages/ at the address, or a store page its parameter's page file writes.
    const storePages = new Set([
      ...[...storeCategories.map((category) => category.slug), ...LINKED_UNKNOWN_SLUGS].map(categoryPath),
      ...loadProducts().products.map((product) => productPath(product.id)),
    ]);
    const served = (href: string) =>
      storePages.has(href) ||
      [`app/pages${href}.astro`, `app/pages${href}/index.astro`.replace("//", "/")].some((file) =>
        existsSync(file),
      );
    const hrefs = collect(Object.values(byPath), "href");
    expect(hrefs.length).toBeGreaterThan(50);
    for (const href of hrefs) expect(served(String(href)), String(href)).toBe(true);
  });

  it("takes pictures only from the allowed image host", () => {
    for (const src of collect(Object.values(byPath), "src")) {
      expect(src).toMatch(/^https:\/\/images\.unsplash\.com\/photo-[\w-]+\?auto=format&fit=crop&w=\d+&q=70$/);
    }
  });

  it("gives every repeated visible label an accessible name that starts with it and is unique", () => {
    const labelled = collect(Object.values(byPath), "action").filter(isAction);
    const named = labelled.filter((action) => action.ariaLabel);
    expect(named.length).toBeGreaterThanOrEqual(7);
    for (const action of named) {
      expect(action.ariaLabel?.toLowerCase().startsWith(action.label.toLowerCase())).toBe(true);
    }
    const perPage = Object.values(byPath).map((page) =>
      collect(page, "action")
        .filter(isAction)
        .flatMap((action) => action.ariaLabel ?? []),
    );
    for (const names of perPage) expect(new Set(names).size).toBe(names.length);
  });

  it("has the product's card counts and targets", () => {
    const subpages = (line: string) => businessLines.find((entry) => entry.line === line)?.children;
    expect(sectionOf(miningLanding, "service-cards").cards.map((card) => card.href)).toEqual(
      subpages("mining")?.map((child) => child.href),
    );
    expect(sectionOf(miningLanding, "service-cards").cards).toHaveLength(5);
    expect(sectionOf(energyLanding, "service-cards").cards).toHaveLength(4);
    expect(sectionOf(civilLanding, "service-cards").cards).toHaveLength(4);
    expect(energyLanding.hero.title).toBe(site.energyBrandName);
    expect(sectionOf(airConditioning, "service-cards").cards).toHaveLength(3);
    expect(sectionOf(airConditioning, "reasons").reasons).toHaveLength(4);
    expect(sectionOf(airConditioning, "brands").brands).toHaveLength(4);
    expect(sectionOf(pipes, "service-cards").cards).toHaveLength(3);
    expect(sectionOf(pipes, "reasons").reasons).toHaveLength(4);
    expect(sectionOf(electricalMaterials, "service-cards").cards.map((card) => card.href)).toEqual(
      Array(6).fill(categoryPath("energy-solutions")),
    );
    expect(sectionOf(electricalMaterials, "reasons").reasons).toHaveLength(4);
    expect(sectionOf(buildingWorks, "service-cards").cards).toHaveLength(4);
    expect(sectionOf(buildingWorks, "process").steps.map((step) => step.title)).toEqual([
      "Planning",
      "Design",
      "Construction",
    ]);
    expect(sectionOf(infrastructure, "reasons").reasons).toHaveLength(3);
    for (const list of [
      sectionOf(buildingWorks, "projects").projects,
      sectionOf(infrastructure, "projects").projects,
      sectionOf(specialty, "projects").projects,
    ]) {
      expect(list).toHaveLength(3);
    }
    expect(sectionOf(specialty, "service-cards").cards.map((card) => card.action?.href)).toEqual(
      Array(4).fill("/contact"),
    );
    expect(sectionOf(additionalServices, "plans").plans.map((plan) => plan.name)).toEqual([
      "Basic",
      "Standard",
      "Premium",
    ]);
    expect(sectionOf(additionalServices, "testimonials").testimonials).toHaveLength(3);
  });

  it("keeps the materials page's fixed prices as integer cents", () => {
    expect(
      sectionOf(electricalMaterials, "products").products.map(({ productId, priceCents }) => [
        productId,
        priceCents,
      ]),
    ).toEqual([
      ["prod-005", 1299],
      ["prod-006", 47500],
      ["prod-007", 8950],
      ["prod-008", 3499],
    ]);
    expect(sectionOf(electricalMaterials, "products").products[0]?.unit?.short).toBe("/m");
  });

  it("carries the product's project claims", () => {
    const claims = collect([buildingWorks, infrastructure], "claims").flat();
    for (const claim of ["10 storeys", "50,000 sq ft", "20 km", "250,000 residents"]) {
      expect(claims).toContain(claim);
    }
  });
});
