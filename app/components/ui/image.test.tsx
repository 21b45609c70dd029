import { fireEvent, render, screen } from "@testing-library/react";
import { PHOTO_ATTRIBUTE } from "~/before-scripts/photo-fallback";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Image, photoCrossOrigin, photoWidths, srcSetFor } from "./image";

const PHOTO = "https://images.unsplash.com/photo-1?auto=format&fit=crop&w=1600&q=70";

/**
 * The photo named `name`. Its labelled placeholder is in the HTML beside it, an image of the same name too, which
 * the stylesheet shows only once the photo is marked failed (app.css; the DOM tests load no stylesheet).
 */
const photo = (name: string) => {
  const found = screen.getAllByRole("img", { name }).find((element) => element.tagName === "IMG");
  if (!found) throw new Error(`no photo named ${name}`);
  return found;
};
/** The placeholder that takes the photo's place once it fails: the element right after the photo (or its <picture>). */
const placeholderOf = (image: HTMLElement) =>
  (image.parentElement?.tagName === "PICTURE" ? image.parentElement : image).nextElementSibling;

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

describe("photoCrossOrigin", () => {
  it("asks the image host for photos with CORS, and nothing else", () => {
    expect(photoCrossOrigin(PHOTO)).toBe("anonymous");
    expect(photoCrossOrigin("/brands/abb.svg")).toBeUndefined();
    expect(photoCrossOrigin("https://elsewhere.example/a.jpg")).toBeUndefined();
    expect(photoCrossOrigin("http://images.unsplash.com/photo-1")).toBeUndefined();
    expect(photoCrossOrigin("")).toBeUndefined();
  });
});

describe("Image", () => {
  it("is lazy by default, with its size fixed and the photo offered at its slot's size", () => {
    render(<Image src={PHOTO} alt="Pump" width={800} height={600} sizes="(min-width: 768px) 33vw, 100vw" />);
    const image = photo("Pump");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("width", "800");
    expect(image).toHaveAttribute("height", "600");
    expect(image).toHaveAttribute("sizes", "(min-width: 768px) 33vw, 100vw");
    expect(image.getAttribute("srcset")).toContain("w=640&q=70 640w, ");
  });

  it("asks for a photo with CORS, so the offline copy can tell a whole photo from an error", () => {
    render(<Image src={PHOTO} alt="Pump" width={800} height={600} />);
    expect(photo("Pump")).toHaveAttribute("crossorigin", "anonymous");
    render(<Image src="/brands/abb.svg" alt="ABB" width={160} height={60} />);
    expect(photo("ABB")).not.toHaveAttribute("crossorigin");
  });

  it("has no srcset for an address without a width to vary", () => {
    render(<Image src="/brands/abb.svg" alt="ABB" width={160} height={60} />);
    const image = photo("ABB");
    expect(image).not.toHaveAttribute("srcset");
    expect(image).not.toHaveAttribute("sizes");
  });

  it("loads a hero photo at once but at low priority, as wide as the screen", () => {
    render(<Image src={PHOTO} alt="Plant" width={1600} height={900} eager />);
    const image = photo("Plant");
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "low");
    expect(image).toHaveAttribute("sizes", "100vw");
    expect(image.getAttribute("srcset")).toContain(" 800w, ");
  });

  it("has a labelled placeholder beside the photo, shown once it is marked failed; none for a decorative one", () => {
    const { rerender } = render(<Image src={PHOTO} alt="Pump" width={800} height={600} />);
    const image = photo("Pump");
    expect(image).toHaveAttribute(PHOTO_ATTRIBUTE, "");
    const placeholder = placeholderOf(image);
    expect(placeholder).toHaveClass("photo-fallback");
    expect(placeholder).toHaveAttribute("role", "img");
    expect(placeholder).toHaveAccessibleName("Pump");
    expect(placeholder).toHaveTextContent("Pump");
    // In an island, the photo's own handler marks it (the page's inline script does it everywhere).
    fireEvent.error(image);
    expect(image).toHaveAttribute(PHOTO_ATTRIBUTE, "failed");

    rerender(<Image src={PHOTO} alt="" width={800} height={600} fallback="none" />);
    expect(placeholderOf(screen.getByRole("presentation"))).toBeNull();
  });

  it("shows the placeholder from its first render for a photo with no address, and asks for nothing", () => {
    const element = <Image src="" alt="Discontinued Pump" width={160} height={120} fallback="compact" />;
    // The first render, before any effect: marked failed already, with no src for the browser to fetch.
    const html = renderToStaticMarkup(element);
    expect(html).toContain(`${PHOTO_ATTRIBUTE}="failed"`);
    expect(html).not.toMatch(/\ssrc(set)?=/);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(element);
    expect(errors).not.toHaveBeenCalled();
    const image = photo("Discontinued Pump");
    expect(image).not.toHaveAttribute("src");
    expect(image).toHaveAttribute(PHOTO_ATTRIBUTE, "failed");
    expect(placeholderOf(image)).toHaveAccessibleName("Discontinued Pump");
  });
});

describe("Image of a photo staff uploaded (built into /assets/photos/)", () => {
  const OWN = "/assets/photos/slurry-pump-0a1b2c3d4e-1200.jpg";
  const widths = (srcSet: string | null, extension: string) =>
    srcSet?.split(", ").map((candidate) => {
      const [url, width] = candidate.split(" ");
      expect(url).toBe(`/assets/photos/slurry-pump-0a1b2c3d4e-${width?.slice(0, -1)}.${extension}`);
      return width;
    });

  it("offers AVIF, then WebP, then the JPEG every browser shows, each at every width, sized by the slot", () => {
    const { container } = render(
      <Image src={OWN} alt="Slurry pump" width={800} height={600} sizes="(min-width: 1024px) 50vw, 100vw" />,
    );
    const picture = container.querySelector("picture");
    expect(picture).toHaveClass("contents");
    const sources = [...container.querySelectorAll("source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    const all = ["400w", "640w", "800w", "1000w", "1200w"];
    expect(widths(sources[0]?.getAttribute("srcset") ?? null, "avif")).toEqual(all);
    expect(widths(sources[1]?.getAttribute("srcset") ?? null, "webp")).toEqual(all);
    for (const source of sources) expect(source).toHaveAttribute("sizes", "(min-width: 1024px) 50vw, 100vw");

    const image = photo("Slurry pump");
    expect(image.parentElement).toBe(picture);
    expect(image).toHaveAttribute("src", OWN);
    expect(widths(image.getAttribute("srcset"), "jpg")).toEqual(all);
    expect(image).toHaveAttribute("sizes", "(min-width: 1024px) 50vw, 100vw");
    expect(image).toHaveAttribute("width", "800");
    expect(image).toHaveAttribute("height", "600");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).not.toHaveAttribute("crossorigin");
  });

  it("has its placeholder after the <picture>, which the stylesheet shows in its place once the photo fails", () => {
    render(<Image src={OWN} alt="Slurry pump" width={800} height={600} />);
    const image = photo("Slurry pump");
    expect(placeholderOf(image)).toHaveClass("photo-fallback");
    expect(placeholderOf(image)).toHaveAccessibleName("Slurry pump");
    fireEvent.error(image);
    expect(image).toHaveAttribute(PHOTO_ATTRIBUTE, "failed");
  });

  it("keeps other site files a plain image", () => {
    const { container } = render(
      <Image src="/assets/photos/notes.jpg" alt="Notes" width={800} height={600} />,
    );
    expect(container.querySelector("picture")).toBeNull();
    expect(photo("Notes")).not.toHaveAttribute("srcset");
  });
});
