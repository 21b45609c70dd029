import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { logoSvg } from "~/content/brand";
import { Logo } from "./logo";

describe("Logo", () => {
  it("draws the same logo as the favicon and the app icons", () => {
    const { container } = render(<Logo />);
    const drawn = container.querySelector("svg");
    const source = new DOMParser().parseFromString(logoSvg(), "image/svg+xml").documentElement;
    expect(drawn?.getAttribute("viewBox")).toBe(source.getAttribute("viewBox"));
    const shapes = (svg: Element | null | undefined) =>
      [...(svg?.children ?? [])].map((shape) => [
        shape.tagName.toLowerCase(),
        ...["width", "height", "rx", "d", "fill"].map((name) => shape.getAttribute(name)),
      ]);
    expect(shapes(drawn)).toEqual(shapes(source));
  });
});
