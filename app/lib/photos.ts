// The site's own product photos, as the build, the pages and the byte budgets must all read them:
// - a data file names a photo staff uploaded as /photos/<file> (kept in app/data/photos/, never served as it is);
// - the build turns it into files under /assets/photos/: each width of the layout, as AVIF and WebP with a JPEG for
//   any other browser, and the product's share image; the product's image address becomes its widest JPEG;
// - a page offers those files per slot (app/lib/photo-slots.ts), and a browser takes one width per slot.
// Only erasable types, and imports with their extension: the build scripts load it with Node's own type stripping.

import type { PhotoSlot } from "./photo-slots.ts";

/** The widths a photo is offered in: a phone's full-width slot takes 640 or 800, a desktop card 400 to 640. */
export const PHOTO_WIDTHS = [400, 640, 800, 1000, 1200, 1600] as const;

/** The widths of `PHOTO_WIDTHS` below `largest`, then `largest` itself. */
export function widthsUpTo(largest: number): number[] {
  return [...PHOTO_WIDTHS.filter((width) => width < largest), largest];
}

/**
 * The widest the layout draws a product photo: the product page's half of a desktop screen (600 px) on a
 * sharp (2x) screen. A smaller upload is never enlarged: the build warns and offers it at its own size.
 */
export const PRODUCT_PHOTO_WIDTH = 1200;

/** Product photos are drawn 4:3 everywhere (cards, product page, cart): the build crops uploads to that. */
export const PRODUCT_PHOTO_RATIO = 4 / 3;

/** The height of a product photo `width` wide. */
export function productPhotoHeight(width: number): number {
  return Math.round(width / PRODUCT_PHOTO_RATIO);
}

/** Where uploaded photos are kept, from the repository's root (the content manager's media folder). */
export const UPLOADED_PHOTOS_DIR = "app/data/photos";

const UPLOADED = /^\/photos\/([^/\\]+\.(?:jpe?g|png|webp))$/i;

/** The file name of an uploaded photo a data file names ("/photos/pump.jpg" is pump.jpg), or undefined. */
export function uploadedPhotoName(image: string): string | undefined {
  const name = UPLOADED.exec(image)?.[1];
  return name === undefined || name.startsWith(".") ? undefined : name;
}

/** Where the build writes the photos' files: hashed names under /assets/, cached by hosts for a year. */
export const BUILT_PHOTOS_PREFIX = "/assets/photos/";

/** The formats each width is written in, in the order a page offers them: the first a browser shows is taken. */
export const PHOTO_FORMATS = [
  { type: "image/avif", extension: "avif" },
  { type: "image/webp", extension: "webp" },
  { type: "image/jpeg", extension: "jpg" },
] as const;

export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/**
 * A built photo's files share a stem: a slug of the uploaded file's name and a hash of its bytes and of
 * `PHOTO_BUILD` (app/content/data-files.ts), e.g. slurry-pump-0a1b2c3d4e.
 */
const BUILT = /^\/assets\/photos\/([a-z0-9-]+-[0-9a-f]{10})-\d+\.jpg$/;

/** A built photo's file at one width and format. */
export function builtPhotoFile(stem: string, width: number, extension: PhotoFormat["extension"]): string {
  return `${BUILT_PHOTOS_PREFIX}${stem}-${width}.${extension}`;
}

/** The address a product's photo has after the build: its widest JPEG. */
export function builtPhotoAddress(stem: string): string {
  return builtPhotoFile(stem, PRODUCT_PHOTO_WIDTH, "jpg");
}

/** The stem of the built photo an address names, or undefined for any other address (another host, a site file). */
export function builtPhoto(src: string): string | undefined {
  return BUILT.exec(src)?.[1];
}

/**
 * The widths a built photo is offered in. An upload narrower than one of them is never enlarged: that width's
 * files hold the photo at its own size.
 */
export const BUILT_PHOTO_WIDTHS = widthsUpTo(PRODUCT_PHOTO_WIDTH);

/** A built photo in one format as a `srcset` value: every width of `BUILT_PHOTO_WIDTHS`. */
export function builtPhotoSrcSet(stem: string, extension: PhotoFormat["extension"]): string {
  // builtPhotoFile's addresses, written out: this runs in every page's code.
  return BUILT_PHOTO_WIDTHS.map(
    (width) => `${BUILT_PHOTOS_PREFIX}${stem}-${width}.${extension} ${width}w`,
  ).join(", ");
}

/**
 * The most a product photo may weigh over the wire on a 375 px phone at 2x, in each slot, from an original of any
 * size (a 4000 x 3000 phone photo of 4 MB), and the most its share image may weigh. The build steps each photo's
 * quality down until it fits; the byte budgets (scripts/check/) check every built photo and a sample against them.
 */
export const PHOTO_BUDGETS = {
  phone: { viewport: 375, density: 2 },
  slots: { productPage: 60 * 1024, card: 25 * 1024, cartLine: 25 * 1024 } satisfies Record<PhotoSlot, number>,
  share: 100 * 1024,
} as const;

/** How the build encodes: qualities tried in turn, best first, until the phone's files fit `PHOTO_BUDGETS`. */
export const PHOTO_ENCODING = {
  qualities: [
    { avif: 50, webp: 75, jpeg: 75 },
    { avif: 44, webp: 68, jpeg: 70 },
    { avif: 38, webp: 60, jpeg: 64 },
    { avif: 32, webp: 52, jpeg: 58 },
  ],
  effort: { avif: 4, webp: 4 },
  /** The share image's JPEG qualities, tried in turn until it fits its budget. */
  shareQualities: [80, 72, 64, 56, 48, 40],
  /** Which part of a landscape or square photo the 4:3 crop keeps: sharp's "attention" (the most striking region). */
  position: "attention",
  /**
   * A photo taller than wide is shown whole, in the middle of the 4:3 frame on the background: a 4:3 crop of it,
   * wherever it fell, would cut off the top or the bottom of a product photographed standing. (Named here so that
   * the rule is part of the settings the built files' names hash.)
   */
  tall: "whole",
  /** What transparent parts become, and the card a small photo's share image sits on. */
  background: "#ffffff",
} as const;
