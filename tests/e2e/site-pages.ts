// Every page the site serves, read from its page files (app/pages/): a file is a page at its own address, and the
// store's two pages with a parameter take the catalogue's categories (and the two slugs other pages link to) and
// its products, as their getStaticPaths do. The not-found page and endpoints (robots.txt) are not pages.
// shell.spec.ts holds this list and the pages the build writes together.
import { globSync } from "node:fs";
import { products } from "../../app/features/catalog/catalog";
import { LINKED_UNKNOWN_SLUGS, storeCategories } from "../../app/content/store/store";
import { categoryPath, productPath } from "../../app/lib/store-paths";

export { REDIRECTS } from "../../app/content/redirects";
export { NOT_INDEXED } from "../../app/content/indexing";

export interface SitePage {
  path: string;
  /** The page file that renders it, relative to app/pages/. */
  file: string;
}

const PARAM_VALUES: Readonly<Record<string, readonly string[]>> = {
  "store/category/[category].astro": [
    ...storeCategories.map((category) => category.slug),
    ...LINKED_UNKNOWN_SLUGS,
  ].map(categoryPath),
  "store/product/[id].astro": products.map((product) => productPath(product.id)),
};

/** The address of a page file without a parameter: index.astro is its folder's. */
const addressOf = (file: string) =>
  `/${file.replace(/\.astro$/, "").replace(/(^|\/)index$/, "")}`.replace(/(.)\/$/, "$1");

/** Every page, home first, then by address. */
export function sitePages(): SitePage[] {
  const files = globSync("**/*.astro", { cwd: "app/pages" }).map((file) => file.split("\\").join("/"));
  return files
    .filter((file) => file !== "404.astro")
    .flatMap((file) => {
      if (!file.includes("[")) return [{ path: addressOf(file), file }];
      const paths = PARAM_VALUES[file];
      if (!paths)
        throw new Error(`tests/e2e/site-pages.ts: say which addresses app/pages/${file} is written at`);
      return paths.map((path) => ({ path, file }));
    })
    .sort((a, b) => (a.path === "/" ? -1 : b.path === "/" ? 1 : a.path.localeCompare(b.path)));
}
