import type { Locator, Page } from "@playwright/test";
import { additionalServices } from "../../app/content/business-lines/civil/additional-services";
import { buildingWorks } from "../../app/content/business-lines/civil/building-works";
import { infrastructure } from "../../app/content/business-lines/civil/infrastructure";
import { specialty } from "../../app/content/business-lines/civil/specialty";
import { electricalMaterials } from "../../app/content/business-lines/energy/electrical-materials";
import { energyLanding } from "../../app/content/business-lines/energy/landing";
import { airConditioning } from "../../app/content/business-lines/mining/air-conditioning";
import { miningLanding } from "../../app/content/business-lines/mining/landing";
import { pipes } from "../../app/content/business-lines/mining/pipes";
import { sectionOf } from "../../app/content/business-lines/types";
import { businessLines } from "../../app/content/navigation";
import { site } from "../../app/content/site";
import { expect, test } from "./fixtures";
import { categoryPath, productPath } from "../../app/lib/store-paths";

// docs/product.md, "Business-line pages": the targets, counts, prices and labels below are the product's own;
// names it leaves open are read from the content modules.

const PAGES = [
  "/mining-industrial",
  "/mining-industrial/air-conditioning",
  "/mining-industrial/pipes",
  "/energy-solutions",
  "/energy-solutions/materials",
  "/civil-contracting",
  "/civil-contracting/building",
  "/civil-contracting/infrastructure",
  "/civil-contracting/specialty",
  "/civil-contracting/additional",
] as const;

const hero = (page: Page) => page.locator("main > section").first();
const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const cardTitles = (scope: Locator) => scope.getByRole("heading", { level: 3 });
const closing = (page: Page) => page.locator("main > section").last();

async function expectLink(scope: Locator, name: string, href: string) {
  await expect(scope.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
}

function childrenOf(line: "mining" | "energy" | "civil") {
  const entry = businessLines.find((item) => item.line === line);
  if (!entry) throw new Error(line);
  return entry.children;
}

async function expectSubpageCards(scope: Locator, line: "mining" | "energy" | "civil", count: number) {
  const children = childrenOf(line);
  expect(children).toHaveLength(count);
  await expect(cardTitles(scope)).toHaveText(children.map((child) => child.label));
  for (const child of children) await expectLink(scope, child.label, child.href);
}

test.describe("Mining & Industrial landing", () => {
  test("hero, five service cards to the subpages, Why Choose and the call to action", async ({ page }) => {
    await page.goto("/mining-industrial");
    await expect(page.getByRole("heading", { level: 1, name: "Mining & Industrial" })).toBeVisible();
    await expectLink(hero(page), "Request a Quote", "/contact");
    await expectLink(hero(page), "Browse Products", categoryPath("mining"));
    await expectSubpageCards(region(page, sectionOf(miningLanding, "service-cards").copy.title), "mining", 5);
    await expect(cardTitles(region(page, sectionOf(miningLanding, "reasons").copy.title))).toHaveCount(4);
    await expect(page.getByRole("heading", { level: 2, name: /why choose/i })).toBeVisible();
    await expectLink(closing(page), "Contact Us Today", "/contact");
    await expectLink(closing(page), "View Products", categoryPath("mining"));

    // The whole card is the link: clicking its picture area opens the subpage.
    await region(page, sectionOf(miningLanding, "service-cards").copy.title)
      .getByRole("article")
      .last()
      .click({ position: { x: 40, y: 40 } });
    await expect(page).toHaveURL("/mining-industrial/pipes");
  });
});

test.describe("Air Conditioning Solutions", () => {
  test("breadcrumb, quote and products, 3 product types, 4 services, 4 brands and a link back", async ({
    page,
  }) => {
    await page.goto("/mining-industrial/air-conditioning");
    await expect(page.getByRole("heading", { level: 1, name: "Air Conditioning Solutions" })).toBeVisible();
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expectLink(breadcrumb, "Mining & Industrial", "/mining-industrial");
    await expect(breadcrumb.getByText("Air Conditioning Solutions")).toHaveAttribute("aria-current", "page");
    await expectLink(hero(page), "Request a Quote", "/contact");
    await expectLink(hero(page), "Browse Products", categoryPath("air-conditioning"));
    await expect(
      cardTitles(region(page, sectionOf(airConditioning, "service-cards").copy.title)),
    ).toHaveCount(3);
    await expect(cardTitles(region(page, sectionOf(airConditioning, "reasons").copy.title))).toHaveText([
      "Installation",
      "Maintenance",
      "Repair",
      "Consulting",
    ]);
    // Logos are offline here, so every brand must still be shown by name.
    const brands = region(page, sectionOf(airConditioning, "brands").copy.title).getByRole("listitem");
    await expect(brands).toHaveCount(4);
    for (const brand of sectionOf(airConditioning, "brands").brands) {
      // No logo is configured, so the tile shows the name as a wordmark; the caption names it for screen readers.
      const tile = brands.getByRole("figure", { name: brand.name, exact: true });
      await expect(tile.getByTestId("brand-wordmark")).toHaveText(brand.name);
      await expect(tile.getByTestId("brand-wordmark")).toBeVisible();
    }
    await page.getByRole("link", { name: "Back to Mining & Industrial" }).click();
    await expect(page).toHaveURL("/mining-industrial");
  });
});

test.describe("Pipes, Fittings & Valves", () => {
  test("three product cards, custom piping, four categories, store and contact links", async ({ page }) => {
    await page.goto("/mining-industrial/pipes");
    await expect(cardTitles(region(page, sectionOf(pipes, "service-cards").copy.title))).toHaveText([
      "Pipes",
      "Valves",
      "Fittings",
    ]);
    const custom = region(page, sectionOf(pipes, "feature").copy.title);
    await expect(custom).toBeVisible();
    await expectLink(custom, sectionOf(pipes, "feature").action.label, "/contact");
    await expect(cardTitles(region(page, sectionOf(pipes, "reasons").copy.title))).toHaveCount(4);
    await expectLink(closing(page), "Browse Products", "/store");
    await expectLink(closing(page), "Contact Us", "/contact");
  });
});

test.describe("Energy landing", () => {
  test("is titled with the energy brand, has quote and products, and four cards to the subpages", async ({
    page,
  }) => {
    await page.goto("/energy-solutions");
    await expect(page.getByRole("heading", { level: 1, name: site.energyBrandName })).toBeVisible();
    expect(businessLines.find((line) => line.href === "/energy-solutions")?.label).toBe(site.energyBrandName);
    await expectLink(hero(page), "Request a Quote", "/contact");
    await expectLink(hero(page), "Browse Products", categoryPath("energy"));
    await expectSubpageCards(region(page, sectionOf(energyLanding, "service-cards").copy.title), "energy", 4);
    expect(childrenOf("energy").map((child) => child.href)).toEqual([
      "/energy-solutions/solar",
      "/energy-solutions/renewable",
      "/energy-solutions/power-equipment",
      "/energy-solutions/materials",
    ]);
  });
});

test.describe("Electrical Materials", () => {
  const featured = [
    { id: "prod-005", name: "Armoured Cable", price: "$12.99 /m" },
    { id: "prod-006", name: "Circuit Breaker", price: "$475.00" },
    { id: "prod-007", name: "Insulator", price: "$89.50" },
    { id: "prod-008", name: "Lug Set", price: "$34.99" },
  ];

  test("six categories to the store, four reasons, four featured products at fixed prices", async ({
    page,
  }) => {
    await page.goto("/energy-solutions/materials");
    const categories = region(page, sectionOf(electricalMaterials, "service-cards").copy.title);
    await expect(cardTitles(categories)).toHaveCount(6);
    const categoryLinks = categories.getByRole("link");
    await expect(categoryLinks).toHaveCount(6);
    for (const link of await categoryLinks.all()) {
      await expect(link).toHaveAttribute("href", categoryPath("energy-solutions"));
    }
    await expect(cardTitles(region(page, sectionOf(electricalMaterials, "reasons").copy.title))).toHaveCount(
      4,
    );

    const products = region(page, sectionOf(electricalMaterials, "products").copy.title);
    await expect(products.getByRole("article")).toHaveCount(4);
    for (const [index, product] of featured.entries()) {
      const card = products.getByRole("article").nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(product.name);
      await expect(card.getByTestId("featured-price")).toContainText(product.price);
      const view = card.getByRole("link", { name: `View ${product.name}`, exact: true });
      await expect(view).toHaveText("View");
      await expect(view).toHaveAttribute("href", productPath(product.id));
    }
    await expect(products.getByTestId("featured-price").first()).toContainText("per metre");
    await expectLink(closing(page), "Contact Us", "/contact");
    await expectLink(closing(page), "Visit Our Store", "/store");

    await products.getByRole("link", { name: "View Lug Set" }).click();
    await expect(page).toHaveURL(productPath("prod-008"));
  });
});

test.describe("Civil landing", () => {
  test("hero with quote and View Services, four cards to the subpages", async ({ page }) => {
    await page.goto("/civil-contracting");
    await expectLink(hero(page), "Request a Quote", "/contact");
    await expectLink(hero(page), "View Services", categoryPath("construction"));
    await expectSubpageCards(region(page, "Our Civil Contracting Services"), "civil", 4);
  });
});

test.describe("Building Works", () => {
  test("four service types, planning-design-construction, three projects, contact links", async ({
    page,
  }) => {
    await page.goto("/civil-contracting/building");
    await expect(cardTitles(region(page, sectionOf(buildingWorks, "service-cards").copy.title))).toHaveCount(
      4,
    );
    const steps = region(page, sectionOf(buildingWorks, "process").copy.title).getByRole("listitem");
    await expect(steps).toHaveCount(3);
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText([
      "Step 1: Planning",
      "Step 2: Design",
      "Step 3: Construction",
    ]);
    const projects = region(page, sectionOf(buildingWorks, "projects").copy.title);
    await expect(projects.getByRole("article")).toHaveCount(3);
    await expect(projects.getByText("10 storeys", { exact: true })).toBeVisible();
    await expect(projects.getByText("50,000 sq ft", { exact: true })).toBeVisible();
    await expectLink(hero(page), "Request a Quote", "/contact");
    await expectLink(closing(page), "Contact Us", "/contact");
  });
});

test.describe("Infrastructure Development", () => {
  test("the four services, three reasons, three projects, contact links", async ({ page }) => {
    await page.goto("/civil-contracting/infrastructure");
    await expect(cardTitles(region(page, sectionOf(infrastructure, "service-cards").copy.title))).toHaveText([
      "Road Construction",
      "Earthworks",
      "Water & Sewer Systems",
      "Land Development",
    ]);
    await expect(cardTitles(region(page, sectionOf(infrastructure, "reasons").copy.title))).toHaveCount(3);
    const projects = region(page, sectionOf(infrastructure, "projects").copy.title);
    await expect(projects.getByRole("article")).toHaveCount(3);
    await expect(projects.getByText("20 km", { exact: true })).toBeVisible();
    await expect(projects.getByText("250,000 residents", { exact: true })).toBeVisible();
    await expectLink(hero(page), "Request a Quote", "/contact");
    await expectLink(closing(page), "Contact Us", "/contact");
  });
});

test.describe("Specialty Construction", () => {
  test("four services each with its own Learn More, why-choose, three projects, call to action", async ({
    page,
  }) => {
    await page.goto("/civil-contracting/specialty");
    const services = region(page, sectionOf(specialty, "service-cards").copy.title);
    const names = ["Steel Works", "Concrete Works", "Plumbing & Drainage", "Partitions & Interiors"];
    await expect(cardTitles(services)).toHaveText(names);
    for (const name of names) {
      const link = services.getByRole("link", { name: `Learn more about ${name}`, exact: true });
      await expect(link).toHaveText("Learn More");
      await expect(link).toHaveAttribute("href", "/contact");
    }
    await expect(cardTitles(region(page, sectionOf(specialty, "reasons").copy.title)).first()).toBeVisible();
    await expect(region(page, sectionOf(specialty, "projects").copy.title).getByRole("article")).toHaveCount(
      3,
    );
    await expectLink(closing(page), "Contact Us", "/contact");
    await expectLink(closing(page), "Back to Civil Contracting", "/civil-contracting");
  });
});

test.describe("Additional Services", () => {
  test("breadcrumb, equipment hiring, project management, three plans, three testimonials", async ({
    page,
  }) => {
    await page.goto("/civil-contracting/additional");
    await expectLink(
      page.getByRole("navigation", { name: "Breadcrumb" }),
      "Civil Contractors",
      "/civil-contracting",
    );
    for (const feature of [
      sectionOf(additionalServices, "feature", 0),
      sectionOf(additionalServices, "feature", 1),
    ]) {
      await expectLink(region(page, feature.copy.title), feature.action.label, "/contact");
    }
    await expect(region(page, "Equipment Hiring")).toBeVisible();
    await expect(region(page, "Project Management")).toBeVisible();

    const plans = region(page, sectionOf(additionalServices, "plans").copy.title);
    await expect(cardTitles(plans)).toHaveText(["Basic", "Standard", "Premium"]);
    const plan = (name: string) =>
      plans.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
    await expect(plan("Basic")).toContainText(/quarterly/i);
    await expect(plan("Standard")).toContainText(/monthly/i);
    await expect(plan("Premium")).toContainText("24/7 emergency support");
    for (const name of ["Basic", "Standard", "Premium"]) {
      await expectLink(plans, `Get a quote for the ${name} plan`, "/contact");
    }

    const quotes = region(page, sectionOf(additionalServices, "testimonials").copy.title).getByRole("figure");
    await expect(quotes).toHaveCount(3);
    await expectLink(closing(page), "Contact Us", "/contact");
  });
});

test.describe("all ten business-line pages", () => {
  test("the three lines wear their own colour on the hero bar and card borders", async ({ page }) => {
    const colours: string[] = [];
    for (const path of ["/mining-industrial", "/energy-solutions", "/civil-contracting"]) {
      await page.goto(path);
      const bar = hero(page).locator('span[aria-hidden="true"]').first();
      const barColour = await bar.evaluate((element) => getComputedStyle(element).backgroundColor);
      const cardBorder = await page
        .getByRole("article")
        .first()
        .evaluate((element) => getComputedStyle(element).borderTopColor);
      expect(cardBorder).toBe(barColour);
      colours.push(barColour);
    }
    expect(new Set(colours).size).toBe(3);
  });

  test("a card link shows a visible focus ring when reached by keyboard", async ({ page }) => {
    await page.goto("/civil-contracting");
    const link = page.getByRole("link", { name: "Building Works", exact: true }).last();
    await link.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(link).toBeFocused();
    expect(await link.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe("none");
  });

  test("every internal link on these pages leads to a page that exists", async ({ page, request }) => {
    const targets = new Set<string>();
    for (const path of PAGES) {
      await page.goto(path);
      const hrefs = await page
        .locator("main a[href^='/']")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      for (const href of hrefs) targets.add(href);
    }
    for (const href of targets) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
  });
});
