import { describe, expect, it } from "vitest";
import { businessLines } from "../navigation";
import { pageEntry, pages } from "../site-map";
import { site } from "../site";
import { additionalServices } from "./civil/additional-services";
import { buildingWorks } from "./civil/building-works";
import { infrastructure } from "./civil/infrastructure";
import { civilLanding } from "./civil/landing";
import { specialty } from "./civil/specialty";
import { electricalMaterials } from "./energy/electrical-materials";
import { energyLanding } from "./energy/landing";
import { airConditioning } from "./mining/air-conditioning";
import { miningLanding } from "./mining/landing";
import { pipes } from "./mining/pipes";
import type { Action, Hero } from "./types";
import { categoryPath } from "../site-routes";

const byPath: Record<string, { hero: Hero }> = {
  "/mining-industrial": miningLanding,
  "/mining-industrial/air-conditioning": airConditioning,
  "/mining-industrial/pipes": pipes,
  "/energy-solutions": energyLanding,
  "/energy-solutions/materials": electricalMaterials,
  "/civil-contracting": civilLanding,
  "/civil-contracting/building": buildingWorks,
  "/civil-contracting/infrastructure": infrastructure,
  "/civil-contracting/specialty": specialty,
  "/civil-contracting/additional": additionalServices,
};

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
  it.each(Object.entries(byPath))("%s has the site-map title as its heading", (path, page) => {
    expect(page.hero.title).toBe(pageEntry(path)?.title);
  });

  it("links only to pages the site serves", () => {
    const served = new Set(pages.map((entry) => entry.path));
    const hrefs = collect(Object.values(byPath), "href");
    expect(hrefs.length).toBeGreaterThan(50);
    for (const href of hrefs) expect(served, String(href)).toContain(href);
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
    expect(miningLanding.services.cards.map((card) => card.href)).toEqual(
      subpages("mining")?.map((child) => child.href),
    );
    expect(miningLanding.services.cards).toHaveLength(5);
    expect(energyLanding.services.cards).toHaveLength(4);
    expect(civilLanding.services.cards).toHaveLength(4);
    expect(energyLanding.hero.title).toBe(site.energyBrandName);
    expect(airConditioning.products.cards).toHaveLength(3);
    expect(airConditioning.services.reasons).toHaveLength(4);
    expect(airConditioning.brands.list).toHaveLength(4);
    expect(pipes.products.cards).toHaveLength(3);
    expect(pipes.categories.reasons).toHaveLength(4);
    expect(electricalMaterials.categories.cards.map((card) => card.href)).toEqual(
      Array(6).fill(categoryPath("energy-solutions")),
    );
    expect(electricalMaterials.whyChoose.reasons).toHaveLength(4);
    expect(buildingWorks.services.cards).toHaveLength(4);
    expect(buildingWorks.process.steps.map((step) => step.title)).toEqual([
      "Planning",
      "Design",
      "Construction",
    ]);
    expect(infrastructure.whyChoose.reasons).toHaveLength(3);
    for (const list of [buildingWorks.projects.list, infrastructure.projects.list, specialty.projects.list]) {
      expect(list).toHaveLength(3);
    }
    expect(specialty.services.cards.map((card) => card.action?.href)).toEqual(Array(4).fill("/contact"));
    expect(additionalServices.plans.list.map((plan) => plan.name)).toEqual(["Basic", "Standard", "Premium"]);
    expect(additionalServices.testimonials.list).toHaveLength(3);
  });

  it("keeps the materials page's fixed prices as integer cents", () => {
    expect(
      electricalMaterials.featured.products.map(({ productId, priceCents }) => [productId, priceCents]),
    ).toEqual([
      ["prod-005", 1299],
      ["prod-006", 47500],
      ["prod-007", 8950],
      ["prod-008", 3499],
    ]);
    expect(electricalMaterials.featured.products[0]?.unit?.short).toBe("/m");
  });

  it("carries the product's project claims", () => {
    const claims = collect([buildingWorks, infrastructure], "claims").flat();
    for (const claim of ["10 storeys", "50,000 sq ft", "20 km", "250,000 residents"]) {
      expect(claims).toContain(claim);
    }
  });
});
