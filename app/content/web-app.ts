// The site as an installable app: its web app manifest and its icons. The build draws every icon from the logo
// (scripts/build/app-icons.ts) and writes the manifest from here; every page links both
// (app/layouts/site-layout.astro).
import { BRAND_COLOURS } from "./brand.ts";
import { site } from "./site.ts";

/** Where the manifest is served; hosts send it as application/manifest+json (scripts/build/host-rules.mjs). */
export const MANIFEST_PATH = "/manifest.webmanifest";

/** The colour of the browser's bar and of the installed app's title bar. */
export const THEME_COLOUR = BRAND_COLOURS.ink;

export interface AppIcon {
  /** Its address; every icon is a PNG under /icons/. */
  src: `/icons/${string}.png`;
  /** Width and height in pixels. */
  pixels: number;
  /** "any": shown as drawn; "maskable": the platform cuts its own shape out of it. */
  purpose: "any" | "maskable";
  /** The tile fills the square to its corners (see logoSvg). */
  fullBleed: boolean;
}

/** The icons the manifest lists: Android's launcher sizes and one it may cut to its own shape. */
export const MANIFEST_ICONS: readonly AppIcon[] = [
  { src: "/icons/icon-192.png", pixels: 192, purpose: "any", fullBleed: false },
  { src: "/icons/icon-512.png", pixels: 512, purpose: "any", fullBleed: false },
  { src: "/icons/maskable-512.png", pixels: 512, purpose: "maskable", fullBleed: true },
];

/** The home-screen icon of iPhones and iPads, which round its corners themselves and show no transparency. */
export const APPLE_TOUCH_ICON: AppIcon = {
  src: "/icons/apple-touch-icon.png",
  pixels: 180,
  purpose: "any",
  fullBleed: true,
};

/** Every icon the build draws. */
export const APP_ICONS: readonly AppIcon[] = [...MANIFEST_ICONS, APPLE_TOUCH_ICON];

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: "standalone";
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: "image/png"; purpose: AppIcon["purpose"] }[];
}

/** The web app manifest: the site opens at its home page, in a window of its own, in the brand's colours. */
export function webAppManifest(): WebAppManifest {
  return {
    id: "/",
    name: site.name,
    short_name: site.shortName,
    description: site.description,
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOUR,
    // The splash screen while the app starts: the ink of the header and footer, around the amber logo.
    background_color: BRAND_COLOURS.ink,
    icons: MANIFEST_ICONS.map(({ src, pixels, purpose }) => ({
      src,
      sizes: `${pixels}x${pixels}`,
      type: "image/png",
      purpose,
    })),
  };
}
