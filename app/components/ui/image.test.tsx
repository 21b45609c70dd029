import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Image, photoWidths, srcSetFor } from "./image";

const PHOTO = "https://images.unsplash.com/photo-1?auto=format&fit=crop&w=1600&q=70";

describe("srcSetFor", () => {
  it("offers the photo at each width by its w= parameter", () => {
    expect(srcSetFor(PHOTO, [640, 1600])).toBe(
      "https://images.unsplash.com/photo-1?auto=format&fit=crop&w=640&q=70 640w, " +
        "https://images.unsplash.com/photo-1?auto=format&fit=crop&w=1600&q=70 1600w",
    );
  });

  it("gives nothing for an address without a width to vary", () => {
    expect(srcSetFor("/og-image.png", [640])).toBeUndefined();
    expect(srcSetFor("https://example.com/a.jpg?width=10", [640])).toBeUndefined();
  });
});

describe("photoWidths", () => {
  it("offers the standard widths below the one the address asks for, then that one", () => {
    expect(photoWidths(PHOTO)).toEqual([400, 640, 800, 1000, 1200, 1600]);
    expect(photoWidths(PHOTO.replace("w=1600", "w=900"))).toEqual([400, 640, 800, 900]);
    expect(photoWidths(PHOTO.replace("w=1600", "w=300"))).toEqual([300]);
    expect(photoWidths("/brands/abb.svg")).toEqual([]);
  });
});

describe("Image", () => {
  it("is lazy by default, with its size fixed and the photo offered at its slot's size", () => {
    render(<Image src={PHOTO} alt="Pump" width={800} height={600} sizes="(min-width: 768px) 33vw, 100vw" />);
    const image = screen.getByRole("img", { name: "Pump" });
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("width", "800");
    expect(image).toHaveAttribute("height", "600");
    expect(image).toHaveAttribute("sizes", "(min-width: 768px) 33vw, 100vw");
    expect(image.getAttribute("srcset")).toContain("w=640&q=70 640w, ");
  });

  it("has no srcset for an address without a width to vary", () => {
    render(<Image src="/brands/abb.svg" alt="ABB" width={160} height={60} />);
    const image = screen.getByRole("img", { name: "ABB" });
    expect(image).not.toHaveAttribute("srcset");
    expect(image).not.toHaveAttribute("sizes");
  });

  it("loads a hero photo at once but at low priority, as wide as the screen", () => {
    render(<Image src={PHOTO} alt="Plant" width={1600} height={900} eager />);
    const image = screen.getByRole("img", { name: "Plant" });
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "low");
    expect(image).toHaveAttribute("sizes", "100vw");
    expect(image.getAttribute("srcset")).toContain(" 800w, ");
  });

  it("shows a labelled placeholder when the photo cannot load, or nothing for a decorative one", () => {
    const { rerender } = render(<Image src={PHOTO} alt="Pump" width={800} height={600} />);
    fireEvent.error(screen.getByRole("img", { name: "Pump" }));
    expect(screen.getByRole("img", { name: "Pump" }).tagName).toBe("DIV");
    expect(screen.getByText("Pump")).toBeInTheDocument();

    rerender(<Image src={PHOTO} alt="Pump" width={800} height={600} fallback="none" />);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });
});
