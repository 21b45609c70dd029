// Links to the store's pages whose address ends in a value: built here, never written by hand.

/** A store category's address: `all`, `featured`, a catalogue category, or a slug the store does not know. */
export const categoryPath = (category: string) => `/store/category/${encodeURIComponent(category)}`;

/** A product's page. */
export const productPath = (id: string) => `/store/product/${encodeURIComponent(id)}`;
