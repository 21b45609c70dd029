// The brand's colours and its logo, drawn once: the logo in the header and footer, the favicon, the app icons and
// the link-preview card all derive from here. app/app.css names the same colours for the styles (a test proves
// they agree). No imports: the build's own scripts load this file with Node as it is.

/** The brand's two colours, under their names in app/app.css. */
export const BRAND_COLOURS = {
  /** --color-ink: the text, the footer, the browser's bar around the site. */
  ink: "#0b1f33",
  /** --color-accent-500: the logo's tile and the call-to-action buttons. */
  accent: "#f2a900",
} as const;

/** The logo on a 32-unit square: an amber tile with rounded corners, and the ink mark (an I and a slash). */
export const LOGO = {
  size: 32,
  tile: { radius: 7, fill: BRAND_COLOURS.accent },
  mark: { path: "M9 23V9h4v14zm7 0 4-14h4l-4 14z", fill: BRAND_COLOURS.ink },
} as const;

export interface LogoSvgOptions {
  /** Width and height in pixels; none leaves the size to whoever shows it. */
  pixels?: number;
  /**
   * The tile fills the square to its corners, for icons whose shape the platform cuts itself (an Android
   * maskable icon, an Apple home-screen icon): transparent corners would show there as black or white.
   */
  fullBleed?: boolean;
}

/** The logo as a standalone SVG document. */
export function logoSvg({ pixels, fullBleed = false }: LogoSvgOptions = {}): string {
  const { size, tile, mark } = LOGO;
  const dimensions = pixels === undefined ? "" : ` width="${pixels}" height="${pixels}"`;
  const radius = fullBleed ? "" : ` rx="${tile.radius}"`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}"${dimensions}>` +
    `<rect width="${size}" height="${size}"${radius} fill="${tile.fill}"/>` +
    `<path d="${mark.path}" fill="${mark.fill}"/></svg>`
  );
}
