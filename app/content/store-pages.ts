// The store's category and product pages with their titles and descriptions, derived from the catalogue.
import { DESCRIPTION_LENGTH, LINKED_UNKNOWN_SLUGS, type PageEntry } from "./pages";
import { products, type Product } from "./products";
import { categoryPath, productPath } from "./site-routes";
import { categoryCopy, storeCategories, type CategorySlug } from "./store";

/** Store category slugs the catalogue knows. */
export const CATEGORY_SLUGS: readonly CategorySlug[] = storeCategories.map((category) => category.slug);

const page = (path: string, title: string, description: string): PageEntry => ({ path, title, description });

/** A product's own description, cut at a word to fit a search result, with its name first. */
function productDescription(product: Product): string {
  const full = `${product.name}: ${product.description}`;
  if (full.length <= DESCRIPTION_LENGTH.max) return full;
  const cut = full.slice(0, DESCRIPTION_LENGTH.max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[\s,.;:]+$/, "")}…`;
}

/** The category pages (known slugs, then the linked unknown ones), then a page per product. */
export const storePages: readonly PageEntry[] = [
  ...storeCategories.map((category) =>
    page(categoryPath(category.slug), category.documentTitle, category.description),
  ),
  ...LINKED_UNKNOWN_SLUGS.map((slug) =>
    page(categoryPath(slug), `Store: ${slug}`, categoryCopy.unknownDescription(slug)),
  ),
  ...products.map((product) => page(productPath(product.id), product.name, productDescription(product))),
];

const byPath = new Map(storePages.map((entry) => [entry.path, entry]));

export function storePageEntry(path: string): PageEntry | undefined {
  return byPath.get(path);
}
