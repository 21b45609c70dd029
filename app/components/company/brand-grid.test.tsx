import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BrandGrid } from "./brand-grid";

describe("BrandGrid", () => {
  it("shows each brand's name as a wordmark when it has no logo", () => {
    const { container } = render(<BrandGrid brands={[{ name: "Daikin" }, { name: "Carrier" }]} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getAllByTestId("brand-wordmark").map((mark) => mark.textContent)).toEqual([
      "Daikin",
      "Carrier",
    ]);
    expect(container.querySelector("img")).toBeNull();
    // The name is said once to screen readers (the caption), never twice.
    expect(screen.getByText("Daikin", { selector: "figcaption" })).toHaveClass("sr-only");
  });

  it("falls back to the wordmark when a logo fails to load", () => {
    const { container } = render(
      <BrandGrid brands={[{ name: "LG", logo: "https://images.unsplash.com/x" }]} />,
    );
    const logo = container.querySelector("img");
    expect(logo).toHaveAttribute("alt", "");
    expect(screen.queryByTestId("brand-wordmark")).toBeNull();
    if (logo) fireEvent.error(logo);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByTestId("brand-wordmark")).toHaveTextContent("LG");
    expect(screen.getByText("LG", { selector: "figcaption" })).toHaveClass("sr-only");
  });
});
