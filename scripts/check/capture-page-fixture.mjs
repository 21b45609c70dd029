// Captures built pages of the current build as scripts/check/fixtures/*.html: the markup that the budget scanner
// (scripts/check/budgets-lib.mjs) is tested on, and that scripts/check/check-budgets.mjs compares every built page
// with: a product page (islands that start with the page) and the home page (what loads near the screen). Run it
// after `npm run build` when Astro or React changes the tags they write, once the scanner has been checked against
// the new markup.
import { readFileSync, writeFileSync } from "node:fs";
import { buildUrl } from "../build/build-dir.mjs";

/** Each fixture with the built page it is a copy of. */
export const CAPTURED_PAGES = {
  "product-page.html": "store/product/prod-001/index.html",
  "home-page.html": "index.html",
};

for (const [fixture, page] of Object.entries(CAPTURED_PAGES)) {
  const source = new URL(`client/${page}`, buildUrl());
  const target = new URL(`fixtures/${fixture}`, import.meta.url);
  writeFileSync(target, readFileSync(source, "utf8"));
  console.log(`captured ${source.pathname} as ${target.pathname}`);
}
