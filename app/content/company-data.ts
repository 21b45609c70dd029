// The checked company details of app/data/company.json. In Vite the `contentData` plugin
// (scripts/build/content-data-plugin.ts) replaces this module with the parsed result itself, as for product-data.ts;
// kept apart from the products so that every page's shell carries the company's details and not the catalogue.
import { loadContentData } from "./data-files.ts";

export const { company } = loadContentData();
