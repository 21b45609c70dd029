// A product's share image as the build makes it from an uploaded photo: apart from app/lib/photos.ts so that only
// the product page's code carries it. No imports and only erasable types: the build scripts load it with Node's
// own type stripping.

/** The share image link previews show (Open Graph, X): 1200 x 630, a JPEG every preview shows. */
export const SHARE_PHOTO = { width: 1200, height: 630, type: "image/jpeg" } as const;

/**
 * A built photo's share image: the photo cropped to 1200 x 630, or, for an upload too small for that, the photo at
 * its own size in the middle of a white 1200 x 630 card.
 */
export function builtShareFile(stem: string): string {
  return `/assets/photos/${stem}-share.jpg`;
}
