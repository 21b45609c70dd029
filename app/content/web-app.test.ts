import { describe, expect, it } from "vitest";
import { BRAND_COLOURS } from "./brand";
import { site } from "./site";
import { APP_ICONS, APPLE_TOUCH_ICON, MANIFEST_ICONS, THEME_COLOUR, webAppManifest } from "./web-app";

describe("webAppManifest", () => {
  const manifest = webAppManifest();

  it("names the site as its content does and opens the home page in a window of its own", () => {
    expect(manifest).toMatchObject({
      id: "/",
      name: site.name,
      short_name: site.shortName,
      description: site.description,
      start_url: "/",
      scope: "/",
      display: "standalone",
    });
    // Where a launcher writes the name under the icon, about 12 characters fit.
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  });

  it("takes its colours from the brand, as the page's theme colour does", () => {
    expect(manifest.theme_color).toBe(BRAND_COLOURS.ink);
    expect(manifest.theme_color).toBe(THEME_COLOUR);
    expect(manifest.background_color).toBe(BRAND_COLOURS.ink);
  });

  it("lists a 192 and a 512 px icon, and a maskable one, each a PNG of its stated size", () => {
    expect(manifest.icons).toEqual([
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ]);
  });

  it("is plain JSON", () => {
    expect(JSON.parse(JSON.stringify(manifest))).toEqual(manifest);
  });
});

describe("the app icons", () => {
  it("are the manifest's and Apple's 180 px one, each at its own address", () => {
    expect(APP_ICONS).toEqual([...MANIFEST_ICONS, APPLE_TOUCH_ICON]);
    expect(APPLE_TOUCH_ICON).toMatchObject({ src: "/icons/apple-touch-icon.png", pixels: 180 });
    expect(new Set(APP_ICONS.map((icon) => icon.src)).size).toBe(APP_ICONS.length);
  });

  it("fill their square wherever the platform cuts the shape itself", () => {
    for (const icon of APP_ICONS)
      expect(icon.fullBleed, icon.src).toBe(icon.purpose === "maskable" || icon === APPLE_TOUCH_ICON);
  });
});
