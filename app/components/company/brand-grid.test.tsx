import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { markFailedPhotos, PHOTO_ATTRIBUTE } from "~/before-scripts/photo-fallback";
import { BrandGrid } from "./brand-grid";

describe("BrandGrid", () => {
  it("shows each brand's name as a wordmark when it has no logo", () => {
    const { container } = render(<BrandGrid brands={[{ name: "Daikin" }, { name: "Carrier" }]} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getAllByTestId("brand-wordmark").map((mark) => mark.textContent)).toEqual([
      "Daikin",
      "Carrier",
    ]);
    expect(screen.getAllByTestId("brand-wordmark")[0]).not.toHaveClass("photo-fallback");
    expect(container.querySelector("img")).toBeNull();
    // The name is said once to screen readers (the caption), never twice.
    expect(screen.getByText("Daikin", { selector: "figcaption" })).toHaveClass("sr-only");
  });

  it("puts the wordmark beside a logo, as the fallback the page shows once the logo is marked failed", () => {
    // The page's own script, which marks a photo that fails from the first byte, with no React on the page.
    markFailedPhotos(PHOTO_ATTRIBUTE);
    const { container } = render(
      <BrandGrid brands={[{ name: "LG", logo: "https://images.unsplash.com/x" }]} />,
    );
    const logo = container.querySelector("img");
    expect(logo).toHaveAttribute("alt", "");
    expect(logo).toHaveAttribute(PHOTO_ATTRIBUTE, "");
    const wordmark = screen.getByTestId("brand-wordmark");
    expect(logo?.nextElementSibling).toBe(wordmark);
    expect(wordmark).toHaveClass("photo-fallback");
    expect(wordmark).toHaveTextContent("LG");
    expect(wordmark).toHaveAttribute("aria-hidden", "true");
    logo?.dispatchEvent(new Event("error"));
    expect(logo).toHaveAttribute(PHOTO_ATTRIBUTE, "failed");
    expect(screen.getByText("LG", { selector: "figcaption" })).toHaveClass("brand-caption");
  });
});
