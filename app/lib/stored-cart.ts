// Where the cart is stored and the rules a stored line must meet. The cart's storage module validates with these,
// and so does the header's inline badge script, which runs before any module. Both check by hand: a schema library
// would cost every page with an island more script than the whole check.

/** localStorage key of the saved cart. */
export const CART_STORAGE_KEY = "industrial-suppliers-cart";
/** More lines than the catalogue could ever fill; anything beyond is dropped. */
export const MAX_STORED_LINES = 200;
/** Entries looked at in a stored array, so a huge one cannot stall the page. */
export const MAX_STORED_ENTRIES = MAX_STORED_LINES * 10;
/**
 * The highest price in cents, US$1,000,000.00: far beyond any product. The data schema refuses a product above it
 * (app/content/data-schema.ts), the content manager's price fields have it as their max, and a larger stored price
 * is treated as tampering.
 */
export const MAX_PRICE_CENTS = 100_000_000;
/** Longest stored id, name, image or category kept. */
export const MAX_TEXT_LENGTH = 300;

/** The event the cart dispatches on `window` when this tab changes it; another tab's change is a `storage` event. */
export const CART_CHANGE_EVENT = "cart-change";

/**
 * What a stored line may say of each product, by id: the catalogue's name for it, and its prices in integer cents
 * (its list price, then its product page price).
 */
export type CartCatalogue = Readonly<
  Record<
    string,
    { readonly name: string; readonly prices: readonly [listPriceCents: number, detailPriceCents: number] }
  >
>;

/**
 * The table of the products on sale a stored line is checked against: a withdrawn product is not in it, so a line
 * for one is no longer sold, as is one for a product gone from the catalogue.
 */
export function cartCatalogueOf(
  products: readonly {
    id: string;
    name: string;
    listPriceCents: number;
    detailPriceCents: number;
    withdrawn: boolean;
  }[],
): CartCatalogue {
  return Object.fromEntries(
    products
      .filter((product) => !product.withdrawn)
      .map(({ id, name, listPriceCents, detailPriceCents }) => [
        id,
        { name, prices: [listPriceCents, detailPriceCents] as const },
      ]),
  );
}

/**
 * What a stored line for product `id` is, as the catalogue has it: the product's name, whatever name storage holds,
 * and its unit price: the stored one when it is one of the product's own (the listing's or the product page's, the
 * two a page adds it at), else the list price, with the stored one as `previousPriceCents` for the buyer to be told.
 * Storage is the buyer's to edit; neither a name nor a price edited there reaches an order. Null for a product the
 * catalogue does not have (withdrawn or gone): the line is no longer sold, and never ordered.
 */
export function catalogueLine(
  id: string,
  storedCents: number,
  catalogue: CartCatalogue,
): { name: string; priceCents: number; previousPriceCents?: number } | null {
  if (!Object.hasOwn(catalogue, id)) return null;
  const product = catalogue[id];
  if (!product) return null;
  if (product.prices.includes(storedCents)) return { name: product.name, priceCents: storedCents };
  return { name: product.name, priceCents: product.prices[0], previousPriceCents: storedCents };
}
