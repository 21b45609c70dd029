// The checked products of the data files (app/data/products/) and the store front (app/data/store-front.json), for the catalogue (app/features/catalog/catalog.ts),
// the one module that reads them. In Vite (dev server, build, tests) the `contentData` plugin
// (scripts/build/content-data-plugin.ts) replaces this module with the parsed result itself, so neither file access
// nor the schema reaches a browser; tools outside Vite (Playwright) read and check the files here.
import { loadProducts, loadStoreFront } from "../data-files.ts";

export const { products } = loadProducts();
/** The store's front page as staff chose it (app/data/store-front.json), its products checked to exist. */
export const storeFront = loadStoreFront(products);
