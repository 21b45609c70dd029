// The checked products of the data files (app/data/products/). In Vite (dev server, build, prerendering) the
// `contentData` plugin (scripts/build/content-data-plugin.ts) replaces this module with the parsed result itself, so
// pages ship only the data: neither file access nor the schema reaches a visitor's browser.
import { loadContentData } from "../data-files";

export const { products } = loadContentData();
