import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BrandGrid } from "./brand-grid";

describe("BrandGrid", () => {
  it("shows each brand's name as a wordmark when it has no logo", () => {
    render(<BrandGrid brands={[{ name: "Daikin" }, { name: "Carrier" }]} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByText("Daikin")).toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  it("falls back to the wordmark when a logo fails to load", () => {
    const { container } = render(
      <BrandGrid brands={[{ name: "LG", logo: "https://images.unsplash.com/x" }]} />,
    );
    const logo = container.querySelector("img");
    expect(logo).not.toBeNull();
    // The logo is decorative: the brand's name is the tile's only accessible text, never said twice.
    expect(logo).toHaveAttribute("alt", "");
    if (logo) fireEvent.error(logo);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByText("LG")).toBeInTheDocument();
    // The failed picture becomes a placeholder hidden from view and from screen readers (display: none).
    expect(screen.getByRole("img")).toHaveClass("hidden");
  });
});
