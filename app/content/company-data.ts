// The checked company details of app/data/company.json. In Vite the `contentData` plugin
// (scripts/build/content-data-plugin.ts) replaces this module with the parsed result itself, as for product-data.ts;
// kept apart from the products so that every page's shell carries the company's details and not the catalogue, and
// so that a tool reading the company's details outside Vite (the build's configuration) reads no product file.
import { loadCompany } from "./data-files.ts";

export const company = loadCompany();
