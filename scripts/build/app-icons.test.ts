// @vitest-environment node
import { describe, expect, it } from "vitest";
import { BRAND_COLOURS } from "../../app/content/brand";
import { APP_ICONS, MANIFEST_PATH, webAppManifest, type AppIcon } from "../../app/content/web-app";
import { appFiles, renderIcon } from "./app-icons";

const rgb = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));

/** The width and height a PNG declares in its header. */
function pngSize(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function pixelAt(icon: AppIcon, pixels: Uint8Array, x: number, y: number) {
  const at = (y * icon.pixels + x) * 4;
  return [...pixels.subarray(at, at + 4)];
}

describe("appFiles", () => {
  const files = appFiles();
  const file = (path: string) => files.find((entry) => entry.path === path);

  it("makes the favicon, the manifest and every icon, each once", () => {
    expect(files.map((entry) => entry.path).sort()).toEqual(
      ["/favicon.svg", MANIFEST_PATH, ...APP_ICONS.map((icon) => icon.src)].sort(),
    );
  });

  it("writes the manifest as JSON of its own type", () => {
    const manifest = file(MANIFEST_PATH);
    expect(manifest?.type).toBe("application/manifest+json");
    expect(JSON.parse(String(manifest?.body))).toEqual(webAppManifest());
  });

  it("draws each icon as a PNG of its stated size", () => {
    for (const icon of APP_ICONS) {
      const png = file(icon.src)?.body;
      expect(png, icon.src).toBeInstanceOf(Uint8Array);
      expect(pngSize(png as Uint8Array), icon.src).toEqual({ width: icon.pixels, height: icon.pixels });
    }
  });
});

describe("renderIcon", () => {
  it("leaves the corners of the rounded logo clear, and fills them where the platform shapes the icon", () => {
    for (const icon of APP_ICONS) {
      const { pixels } = renderIcon(icon);
      const corner = pixelAt(icon, pixels, 0, 0);
      if (icon.fullBleed) expect(corner, icon.src).toEqual([...rgb(BRAND_COLOURS.accent), 255]);
      else expect(corner[3], icon.src).toBe(0);
    }
  });

  it("keeps the mark of a maskable icon inside the circle no platform cuts (radius 40 % of the icon)", () => {
    for (const icon of APP_ICONS.filter((entry) => entry.purpose === "maskable")) {
      const { pixels } = renderIcon(icon);
      const centre = icon.pixels / 2;
      const safe = icon.pixels * 0.4;
      const background = [...rgb(BRAND_COLOURS.accent), 255].join();
      const mark = [...rgb(BRAND_COLOURS.ink), 255].join();
      const outside: string[] = [];
      let markPixels = 0;
      for (let y = 0; y < icon.pixels; y++) {
        for (let x = 0; x < icon.pixels; x++) {
          const pixel = pixelAt(icon, pixels, x, y).join();
          if (Math.hypot(x + 0.5 - centre, y + 0.5 - centre) > safe) {
            if (pixel !== background) outside.push(`${x},${y}`);
          } else if (pixel === mark) markPixels += 1;
        }
      }
      expect(outside, icon.src).toEqual([]);
      expect(markPixels, icon.src).toBeGreaterThan(icon.pixels * icon.pixels * 0.1);
    }
  });
});
