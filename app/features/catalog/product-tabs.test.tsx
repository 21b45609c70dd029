import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { tabsCovered } from "~/components/ui/static-fallbacks.testing";
import { productDetail } from "./catalog";
import { ProductTabs } from "./product-tabs";

describe("ProductTabs", () => {
  it("switches with the arrow keys and shows specifications and static reviews", async () => {
    const user = userEvent.setup();
    const product = productDetail("prod-007");
    if (!product) throw new Error("missing product");
    render(<ProductTabs product={product} />);
    expect(screen.getByRole("tabpanel")).toHaveTextContent(product.description);
    await user.click(screen.getByRole("tab", { name: "Description" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Specifications" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("IS-007")).toBeInTheDocument();
    expect(screen.getByText("45 kg")).toBeInTheDocument();
    expect(screen.getByText("1 Year Limited")).toBeInTheDocument();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Reviews" })).toHaveAttribute("aria-selected", "true");
    const before = screen.getAllByRole("listitem").length;
    await user.click(screen.getByRole("button", { name: "Load More Reviews" }));
    expect(screen.getAllByRole("listitem")).toHaveLength(before);
  });

  it("has no more tabs than the stylesheet follows before the scripts run", () => {
    const product = productDetail("prod-001");
    if (!product) throw new Error("missing product");
    render(<ProductTabs product={product} />);
    // Over the limit: add a rule for the next position to the tab-current variant in app.css.
    expect(screen.getAllByRole("tab").length).toBeLessThanOrEqual(tabsCovered());
  });
});
