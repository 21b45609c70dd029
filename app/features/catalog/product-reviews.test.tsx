import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { productCopy } from "~/content/store/store-product";
import { productDetail, type ProductDetail } from "./catalog";
import { ProductCard } from "./product-card";
import { ProductOverview } from "./product-overview";
import { ProductTabs } from "./product-tabs";

function detail(id: string): ProductDetail {
  const product = productDetail(id);
  if (!product) throw new Error(`missing product ${id}`);
  return product;
}

/** prod-001 as a new product is saved: without a rating or a number of reviews. */
const unreviewed: ProductDetail = { ...detail("prod-001"), reviews: null };

const stars = () => screen.queryAllByRole("img", { name: /^Rated / });

describe("a product nobody has reviewed yet", () => {
  it("shows no stars and no count on its card", () => {
    render(<ProductCard product={unreviewed} headingLevel="h2" action={null} />);
    const card = screen.getByRole("article");
    expect(stars()).toEqual([]);
    expect(card).not.toHaveTextContent(/\(\d+\)/);
    expect(card).toHaveTextContent(unreviewed.name);
  });

  it("shows no rating on its page", () => {
    render(<ProductOverview product={unreviewed} />);
    expect(stars()).toEqual([]);
    expect(screen.queryByText(/out of 5/)).toBeNull();
  });

  it("says in its Reviews tab that there are no reviews yet, and shows none", async () => {
    const user = userEvent.setup();
    render(<ProductTabs product={unreviewed} />);
    await user.click(screen.getByRole("tab", { name: "Reviews" }));
    const panel = screen.getByRole("tabpanel");
    expect(panel).toHaveTextContent(productCopy.noReviews);
    expect(within(panel).queryAllByRole("listitem")).toEqual([]);
    expect(screen.queryByRole("button", { name: productCopy.loadMoreReviews })).toBeNull();
  });
});

describe("a product with reviews", () => {
  const reviewed = detail("prod-001");

  it("keeps its stars and count on its card and its page", () => {
    render(<ProductCard product={reviewed} headingLevel="h2" action={null} />);
    expect(stars()).toHaveLength(1);
    expect(screen.getByRole("article")).toHaveTextContent(`(${String(reviewed.reviews?.count)})`);
  });

  it("shows its rating and the reviews on its page", async () => {
    const user = userEvent.setup();
    render(
      <>
        <ProductOverview product={reviewed} />
        <ProductTabs product={reviewed} />
      </>,
    );
    expect(screen.getByText(/4\.8 out of 5 \(24 reviews\)/)).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Reviews" }));
    expect(within(screen.getByRole("tabpanel")).getAllByRole("listitem").length).toBeGreaterThan(0);
  });
});
