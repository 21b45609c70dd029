import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FeaturedProducts } from "./featured-products";
import { productPath } from "~/lib/store-paths";

const image = { src: "https://images.unsplash.com/photo-1?auto=format&fit=crop&w=800&q=70", alt: "Cable" };

describe("FeaturedProducts", () => {
  it("shows the fixed price in dollars, the unit, and a View link named after the product", () => {
    render(
      <FeaturedProducts
        line="energy"
        products={[
          {
            productId: "prod-005",
            name: "Armoured Cable",
            spec: "4-core",
            priceCents: 1299,
            unit: { short: "/m", long: "per metre" },
            image,
          },
          { productId: "prod-006", name: "Circuit Breaker", spec: "3-pole", priceCents: 47500, image },
        ]}
      />,
    );
    const [cable, breaker] = screen.getAllByRole("article");
    if (!cable || !breaker) throw new Error("two cards expected");
    expect(within(cable).getByTestId("featured-price")).toHaveTextContent("$12.99 /m per metre");
    expect(within(breaker).getByTestId("featured-price")).toHaveTextContent(/^\$475\.00$/);
    const view = within(cable).getByRole("link", { name: "View Armoured Cable" });
    expect(view).toHaveTextContent("View");
    expect(view).toHaveAttribute("href", productPath("prod-005"));
  });
});
