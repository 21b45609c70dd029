import { href } from "react-router";

// Links to the store's pages whose address ends in a value, built from the route table's own patterns
// (app/routes.ts): the type-check fails if the table stops serving one.

/** A store category's address: `all`, `featured`, a catalogue category, or a slug the store does not know. */
export const categoryPath = (category: string) => href("/store/category/:category", { category });

/** A product's page. */
export const productPath = (id: string) => href("/store/product/:id", { id });
