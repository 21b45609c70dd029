// The content manager's preview (public/admin/cms-preview.js) shows a product as the store does: the same
// elements with the same classes and words as the store's card and product page, in the site's style sheet.
import { render } from "@testing-library/react";
import fc from "fast-check";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { DESCRIPTION_PREVIEW_LENGTH } from "~/content/store/store";
import { formatUsd as storeFormatUsd } from "~/lib/money";
import * as preview from "../../../public/admin/cms-preview.js";
import { formatUsd } from "../../../public/admin/cms-rules.js";
import { categoryListing, productDetail, type ListedProduct, type ProductDetail } from "./catalog";
import { ProductCard } from "./product-card";
import { ProductOverview } from "./product-overview";

/** The repository (the tests run from it). */
const ROOT = process.cwd();

/** A product as its data file holds it, and as the store's lists and its page read it. */
function both(id: string, change: Record<string, unknown> = {}) {
  const detail = productDetail(id);
  const listed = categoryListing("all").products.find((product) => product.id === id);
  if (!detail || !listed) throw new Error(`missing product ${id}`);
  const file = JSON.parse(
    readFileSync(join(ROOT, "app", "data", "products", `${id}.json`), "utf8"),
  ) as Record<string, unknown>;
  const reviews = "rating" in change ? null : detail.reviews;
  return {
    file: { ...file, ...change },
    listed: { ...listed, reviews } satisfies ListedProduct,
    detail: { ...detail, reviews } satisfies ProductDetail,
  };
}

/**
 * Each element's classes and its own text, in document order: what the eye sees of it. Photos aside: the store
 * draws them with its Image component (sizes, formats, a placeholder when the host fails), the preview plainly.
 */
function looks(container: HTMLElement): string[] {
  return [...container.querySelectorAll("[class]:not(img, picture, picture *)")].map((element) => {
    const own = [...element.childNodes]
      .filter((node) => node.nodeType === node.TEXT_NODE)
      .map((node) => node.textContent)
      .join("");
    return `${element.tagName.toLowerCase()}.${String(element.getAttribute("class"))} ${own}`.trim();
  });
}

const h = createElement as unknown as Parameters<typeof preview.productCard>[0];

describe.each([
  ["a product with reviews", "prod-001", {}],
  ["a product nobody has reviewed yet", "prod-004", { rating: undefined, reviewCount: undefined }],
])("the content manager's preview of %s", (_, id, change) => {
  const { file, listed, detail } = both(id, change);

  it("shows its card as the store's lists do", () => {
    const shown = looks(render(preview.productCard(h, file) as ReactElement).container);
    const card = looks(render(<ProductCard product={listed} headingLevel="h2" action={null} />).container);
    // The store's card also has the buyer's buttons and links, which the preview leaves out.
    expect(card).toEqual(expect.arrayContaining(shown));
    expect(shown.length).toBeGreaterThan(5);
  });

  it("shows the top of its page as the store does", () => {
    const shown = looks(render(preview.productOverview(h, file) as ReactElement).container);
    const page = looks(render(<ProductOverview product={detail} />).container);
    expect(page).toEqual(expect.arrayContaining(shown));
  });
});

describe("the preview's helpers", () => {
  it("write prices as the store does", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999_999 }), (cents) => {
        expect(formatUsd(cents / 100)).toBe(storeFormatUsd(cents));
      }),
    );
  });

  it("cut the description where the store does", () => {
    expect(preview.DESCRIPTION_PREVIEW_LENGTH).toBe(DESCRIPTION_PREVIEW_LENGTH);
  });

  it("use only classes the site's style sheet has (Tailwind makes those the app's files use, pages too)", () => {
    const source = readFileSync(join(ROOT, "public", "admin", "cms-preview.js"), "utf8");
    const classes = new Set(
      [...source.matchAll(/className:\s*(?:`([^`]*)`|"([^"]*)")/g)].flatMap((match) =>
        (match[1] ?? match[2] ?? "").replace(/\$\{[^}]*\}/g, " ").split(/\s+/),
      ),
    );
    const app = join(ROOT, "app");
    const appSource = readdirSync(app, { recursive: true, encoding: "utf8" })
      .filter((name) => /\.(?:tsx?|astro)$/.test(name) && !/\.test\.tsx?$/.test(name))
      .map((name) => readFileSync(join(app, name), "utf8"))
      .join("\n");
    const missing = [...classes].filter(
      (name) => name && !["lucide", "lucide-star"].includes(name) && !appSource.includes(name),
    );
    expect(missing).toEqual([]);
  });
});
