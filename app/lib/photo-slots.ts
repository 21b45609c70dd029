// Where product photos are drawn, as each slot's `sizes` attribute, and which width a browser takes for a slot.
// The components write their slot's value as it is (product-card, product-overview, cart-line-item: their tests hold
// them to these), so no page carries the others'; the photo step aims each photo's quality, and the byte budgets
// check, at the width a phone takes in each. Only erasable types: the build scripts load it with Node's own type
// stripping.

/**
 * A column as wide as the page on a phone: the screen less the page's side gutters (the Container's `px-4`, 1 rem
 * a side, below 640 px). Saying the slot's true width lets a phone take the next smaller photo where it is sharp
 * enough: on a 412 px screen at density 1.75, a 640 px photo instead of the 800 px one, a third fewer bytes.
 */
export const PHONE_COLUMN = "calc(100vw - 2rem)";

/**
 * Where product photos are drawn, as each one's `sizes` attribute: how wide the slot is at each screen width.
 * `PHOTO_BUDGETS` (app/lib/photos.ts) holds the file a phone takes for each to a size.
 */
export const PHOTO_SLOTS = {
  /** The product page: half the page from 1024 px, the whole width below. */
  productPage: `(min-width: 1024px) 50vw, ${PHONE_COLUMN}`,
  /** A product card in the store's listings: four, three, two or one a row. */
  card: `(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, ${PHONE_COLUMN}`,
  /** A line of the cart. */
  cartLine: "(min-width: 640px) 9rem, 6rem",
} as const;

export type PhotoSlot = keyof typeof PHOTO_SLOTS;

const ROOT_FONT_PX = 16;

/** A `sizes` length in CSS px on a screen `viewport` px wide; undefined for a form the site does not write. */
function lengthPx(text: string, viewport: number): number | undefined {
  const unit = (value: string, name: string) =>
    name === "vw"
      ? (Number(value) * viewport) / 100
      : name === "rem"
        ? Number(value) * ROOT_FONT_PX
        : Number(value);
  const plain = /^(\d+(?:\.\d+)?)(vw|px|rem)$/.exec(text);
  if (plain?.[1] && plain[2]) return unit(plain[1], plain[2]);
  const less = /^calc\((\d+(?:\.\d+)?)(vw|px|rem) - (\d+(?:\.\d+)?)(vw|px|rem)\)$/.exec(text);
  if (less?.[1] && less[2] && less[3] && less[4]) return unit(less[1], less[2]) - unit(less[3], less[4]);
  return undefined;
}

/**
 * How wide (CSS px) a `sizes` value makes the slot on a screen `viewport` px wide. Reads the forms the site
 * writes: `(min-width: <n>px) <length>` entries, then a default length; lengths in vw, px or rem, or
 * `calc(<length> - <length>)`.
 */
export function slotWidth(sizes: string, viewport: number): number {
  for (const entry of sizes.split(",").map((part) => part.trim())) {
    const match = /^(?:\(min-width:\s*(\d+)px\)\s+)?(.+)$/.exec(entry);
    const length = match?.[2] === undefined ? undefined : lengthPx(match[2], viewport);
    if (!match || length === undefined) throw new Error(`sizes: cannot read "${entry}" in "${sizes}"`);
    if (match[1] !== undefined && viewport < Number(match[1])) continue;
    return length;
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
