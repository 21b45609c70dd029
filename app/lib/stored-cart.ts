// Where the cart is stored and the limits a stored line must meet. The cart's storage module validates with these,
// and so does the header's inline badge script, which runs before any module.

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
