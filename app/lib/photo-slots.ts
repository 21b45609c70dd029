// Where product photos are drawn, as each slot's `sizes` attribute, and which width a browser takes for a slot.
// The components write their slot's value as it is (product-card, product-overview, cart-line-item: their tests hold
// them to these), so no page carries the others'; the photo step aims each photo's quality, and the byte budgets
// check, at the width a phone takes in each. Only erasable types: the build scripts load it with Node's own type
// stripping.

/**
 * Where product photos are drawn, as each one's `sizes` attribute: how wide the slot is at each screen width.
 * `PHOTO_BUDGETS` (app/lib/photos.ts) holds the file a phone takes for each to a size.
 */
export const PHOTO_SLOTS = {
  /** The product page: half the page from 1024 px, the whole width below. */
  productPage: "(min-width: 1024px) 50vw, 100vw",
  /** A product card in the store's listings: four, three, two or one a row. */
  card: "(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
  /** A line of the cart. */
  cartLine: "(min-width: 640px) 9rem, 6rem",
} as const;

export type PhotoSlot = keyof typeof PHOTO_SLOTS;

const ROOT_FONT_PX = 16;

/**
 * How wide (CSS px) a `sizes` value makes the slot on a screen `viewport` px wide. Reads the forms the site
 * writes: `(min-width: <n>px) <length>` entries, then a default length; lengths in vw, px or rem.
 */
export function slotWidth(sizes: string, viewport: number): number {
  for (const entry of sizes.split(",").map((part) => part.trim())) {
    const match = /^(?:\(min-width:\s*(\d+)px\)\s+)?(\d+(?:\.\d+)?)(vw|px|rem)$/.exec(entry);
    if (!match?.[2] || !match[3]) throw new Error(`sizes: cannot read "${entry}" in "${sizes}"`);
    if (match[1] !== undefined && viewport < Number(match[1])) continue;
    const length = Number(match[2]);
    return match[3] === "vw"
      ? (length * viewport) / 100
      : match[3] === "rem"
        ? length * ROOT_FONT_PX
        : length;
  }
  throw new Error(`sizes: "${sizes}" has no entry for a ${viewport} px screen`);
}

/** The width a browser takes from `widths` for a slot `slotPx` wide at `density`: the first wide enough. */
export function takenWidth(widths: readonly number[], slotPx: number, density: number): number {
  const sorted = [...widths].sort((a, b) => a - b);
  const largest = sorted.at(-1);
  if (largest === undefined) throw new Error("takenWidth: no widths");
  return sorted.find((width) => width >= slotPx * density) ?? largest;
}
