import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BRAND_COLOURS, LOGO, logoSvg } from "./brand";

const css = readFileSync(new URL("../app.css", import.meta.url), "utf8");
const cssColour = (name: string) => new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6});`, "i").exec(css)?.[1];

describe("the brand's colours", () => {
  it("are the ones the styles use", () => {
    expect(cssColour("ink")).toBe(BRAND_COLOURS.ink);
    expect(cssColour("accent-500")).toBe(BRAND_COLOURS.accent);
  });
});

describe("logoSvg", () => {
  it("draws the tile and the mark on the logo's square", () => {
    const svg = logoSvg();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 32 32">/);
    expect(svg).toContain(
      `<rect width="32" height="32" rx="${LOGO.tile.radius}" fill="${BRAND_COLOURS.accent}"/>`,
    );
    expect(svg).toContain(`<path d="${LOGO.mark.path}" fill="${BRAND_COLOURS.ink}"/>`);
  });

  it("takes a size in pixels, and fills the square to its corners for icons the platform shapes", () => {
    expect(logoSvg({ pixels: 96 })).toContain('viewBox="0 0 32 32" width="96" height="96">');
    expect(logoSvg({ fullBleed: true })).toContain(
      `<rect width="32" height="32" fill="${BRAND_COLOURS.accent}"/>`,
    );
  });
});
