// Captures a prerendered page of the current build as scripts/check/fixtures/product-page.html: the markup that the
// budget scanner (scripts/check/budgets-lib.mjs) is tested on, and that scripts/check/check-budgets.mjs compares every built
// page with. Run it after `npm run build` when React Router or React changes the tags they write, once the scanner
// has been checked against the new markup.
import { readFileSync, writeFileSync } from "node:fs";

const source = new URL("../../build/client/store/product/prod-001/index.html", import.meta.url);
const target = new URL("fixtures/product-page.html", import.meta.url);
writeFileSync(target, readFileSync(source, "utf8"));
console.log(`captured ${source.pathname} as ${target.pathname}`);
