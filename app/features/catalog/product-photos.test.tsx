import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PHOTO_SLOTS } from "~/lib/photo-slots";
import { productDetail, type ProductDetail } from "./catalog";
import { ProductCard } from "./product-card";
import { ProductOverview } from "./product-overview";

const first = productDetail("prod-001");
if (!first) throw new Error("missing product prod-001");
/** prod-001 with a photo staff uploaded, as the build names it. */
const product: ProductDetail = { ...first, image: "/assets/photos/compressor-0a1b2c3d4e-1200.jpg" };

const sizesOf = (container: HTMLElement) =>
  [...container.querySelectorAll("picture source, picture img")].map((element) =>
    element.getAttribute("sizes"),
  );

// The byte budgets hold the photo a phone takes in each slot to that slot's budget, by these sizes.
describe("a product's own photo", () => {
  it("is drawn on its page in the product page's slot, in every format", () => {
    const { container } = render(<ProductOverview product={product} />);
    expect(sizesOf(container)).toEqual([
      PHOTO_SLOTS.productPage,
      PHOTO_SLOTS.productPage,
      PHOTO_SLOTS.productPage,
    ]);
  });

  it("is drawn on its card in the card's slot", () => {
    const { container } = render(<ProductCard product={product} headingLevel="h2" action={null} />);
    expect(sizesOf(container)).toEqual([PHOTO_SLOTS.card, PHOTO_SLOTS.card, PHOTO_SLOTS.card]);
  });
});
