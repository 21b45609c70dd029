// Where the cart is stored and the rules a stored line must meet. The cart's storage module checks a line's shape
// with the schema below and its limits with these constants; the header's inline badge script, which runs before
// any module, checks both by hand.
import { z } from "./zod-mini";

/** localStorage key of the saved cart. */
export const CART_STORAGE_KEY = "industrial-suppliers-cart";
/** More lines than the catalogue could ever fill; anything beyond is dropped. */
export const MAX_STORED_LINES = 200;
/** Entries looked at in a stored array, so a huge one cannot stall the page. */
export const MAX_STORED_ENTRIES = MAX_STORED_LINES * 10;
/** A million dollars per unit is far beyond any product; larger stored prices are treated as tampering. */
export const MAX_PRICE_CENTS = 100_000_000;
/** Longest stored id, name, image or category kept. */
export const MAX_TEXT_LENGTH = 300;

/** The event the cart dispatches on `window` when this tab changes it; another tab's change is a `storage` event. */
export const CART_CHANGE_EVENT = "cart-change";

/**
 * The shape of one stored line: an object whose id and name are strings and whose price in cents and quantity are
 * finite numbers; its other fields (image, category) come out as they were stored. The limits a line must also meet
 * are the constants above, applied by the cart's storage module and by the header's inline badge script alike.
 */
export const storedLineSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  priceCents: z.number(),
  quantity: z.number(),
});

/** Each product's prices in integer cents, by id: its list price, then its product page price. */
export type ProductPrices = Readonly<
  Record<string, readonly [listPriceCents: number, detailPriceCents: number]>
>;

/**
 * What a stored line for product `id` costs a unit: its stored price when that is one of the product's own (the
 * listing's or the product page's, the two a page adds it at), else the list price, so a price edited in storage
 * never reaches an order; null for a product the catalogue does not have (the line is dropped).
 */
export function cataloguePrice(id: string, storedCents: number, prices: ProductPrices): number | null {
  if (!Object.hasOwn(prices, id)) return null;
  const own = prices[id];
  if (!own) return null;
  return own.includes(storedCents) ? storedCents : own[0];
}
