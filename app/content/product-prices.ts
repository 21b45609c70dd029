// Each product's two prices by id, in integer cents: what a cart line kept in the browser may cost
// (app/lib/stored-cart.ts). In Vite (dev server, build, tests) the `contentData` plugin
// (scripts/build/content-data-plugin.ts) replaces this module with the table itself: every page checks the stored
// cart (the header counts it), and ships these few hundred bytes rather than the catalogue.
import type { ProductPrices } from "~/lib/stored-cart";
import { loadProducts } from "./data-files";

export const productPrices: ProductPrices = Object.fromEntries(
  loadProducts().products.map((product) => [product.id, [product.listPriceCents, product.detailPriceCents]]),
);
