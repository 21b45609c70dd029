// What a cart line kept in the browser may say of each product, by id: the catalogue's name and its two prices in
// integer cents (app/lib/stored-cart.ts). In Vite (dev server, build, tests) the `contentData` plugin
// (scripts/build/content-data-plugin.ts) replaces this module with the table itself: every page checks the stored
// cart (the header counts it), and ships this small table rather than the catalogue.
import { cartCatalogueOf, type CartCatalogue } from "~/lib/stored-cart";
import { loadProducts } from "./data-files";

export const cartCatalogue: CartCatalogue = cartCatalogueOf(loadProducts().products);
