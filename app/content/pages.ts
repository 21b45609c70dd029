// What every page's meta tags need, loaded with the shell: keep it small. Each page's title and description live
// in its own content module (static-pages.ts lists them all, for the build); the store's in store-pages.ts.
import { categoryPath, type PagePath } from "./site-routes";

export interface PageEntry {
  path: string;
  title: string;
  description: string;
}

/** Slugs that static pages link to but the catalogue does not know; they are served as empty categories. */
export const LINKED_UNKNOWN_SLUGS = ["air-conditioning", "energy-solutions"] as const;

export { REDIRECTS } from "./site-routes";

/** Search engines show about 160 characters of a description; shorter than 50 says too little. */
export const DESCRIPTION_LENGTH = { min: 50, max: 160 } as const;

/** A fixed page's entry: its address must be one the route table serves. */
export const page = (path: PagePath, title: string, description: string): PageEntry => ({
  path,
  title,
  description,
});

/**
 * Paths that are not content: kept out of sitemap.xml and marked noindex. The cart and its quotation are personal; the two category
 * slugs that static pages link to but the catalogue does not know are served (no link may 404) yet always empty.
 */
export const NOINDEX_PATHS: readonly string[] = [
  "/cart",
  "/cart/quotation",
  ...LINKED_UNKNOWN_SLUGS.map((slug) => categoryPath(slug)),
];
