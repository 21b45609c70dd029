// The store's category and product pages' titles and descriptions, for their tags: their route modules' loaders
// return them (at prerender and in the browser), and the browser tests read the same to know what each page says.
import { products, type Product } from "./catalog";
import { categoryCopy, LINKED_UNKNOWN_SLUGS, storeCategories } from "~/content/store/store";
import { productCopy } from "~/content/store/store-product";
import { categoryPath, productPath } from "~/lib/store-paths";

/** Search engines show about 160 characters of a description. */
const DESCRIPTION_MAX = 160;

/** A product's own description, cut at a word to fit a search result, with its name first. */
function productDescription(product: Product): string {
  const full = `${product.name}: ${product.description}`;
  if (full.length <= DESCRIPTION_MAX) return full;
  const cut = full.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[\s,.;:]+$/, "")}…`;
}

/**
 * The category's title and description: the catalogue's own, or for a slug the catalogue does not know, the slug
 * itself ("Store: slug" for the two that pages link to, which the build prerenders), never indexed.
 */
export function categoryHead(slug: string) {
  const path = categoryPath(slug);
  const known = storeCategories.find((category) => category.slug === slug);
  if (known) return { path, title: known.documentTitle, description: known.description, noindex: false };
  const linked = (LINKED_UNKNOWN_SLUGS as readonly string[]).includes(slug);
  return {
    path,
    title: linked ? `Store: ${slug}` : slug,
    description: categoryCopy.unknownDescription(slug),
    noindex: true,
  };
}

/** The product's title and description, or the not-found page's for an id the catalogue lacks. */
export function productHead(id: string) {
  const product = products.find((candidate) => candidate.id === id);
  const path = productPath(id);
  if (!product) {
    const { title, description } = productCopy.notFound;
    return { path, title, description, found: false };
  }
  return { path, title: product.name, description: productDescription(product), found: true };
}
