// Every address the site serves, read from the route table (routes.ts) and the catalogue: the build prerenders
// them all (react-router.config.ts) and sitemap.xml lists the pages among them (routes/sitemap-xml.ts). A page added
// to the table is in both with nothing else to change. Build time only: it loads the route table's helpers.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { categoryPath } from "./lib/store-paths";
import { products } from "./content/store/products";
import { LINKED_UNKNOWN_SLUGS, storeCategories } from "./content/store/store";
import routes from "./routes";

/** A page, an old address that redirects (kept as a fallback page for hosts without redirects), or a file. */
export type SitePageKind = "page" | "redirect" | "file";

export interface SitePage {
  path: string;
  /** The route module that renders it, as the table names it. */
  file: string;
  kind: SitePageKind;
}

/** The values each address parameter of the table takes: the catalogue's categories, then its products. */
const PARAM_VALUES: Readonly<Record<string, readonly string[]>> = {
  category: [...storeCategories.map((category) => category.slug), ...LINKED_UNKNOWN_SLUGS],
  id: products.map((product) => product.id),
};

const REDIRECT_MODULE = "routes/service-redirect.tsx";

/**
 * Pages search engines are told to skip (each says `noindex` in its own meta tags; a unit test holds both to
 * agree): the cart and its quotation are personal; the two category slugs that pages link to but the catalogue
 * does not know are served (no link may 404) yet always empty.
 */
export const NOT_INDEXED: readonly string[] = [
  "/cart",
  "/cart/quotation",
  ...LINKED_UNKNOWN_SLUGS.map((slug) => categoryPath(slug)),
];

/** Every address a pattern of the table stands for: a `:param` segment takes each of its values. */
function addresses(pattern: string): string[] {
  return pattern
    .split("/")
    .filter(Boolean)
    .reduce<string[]>(
      (paths, segment) => {
        if (!segment.startsWith(":")) return paths.map((path) => `${path}/${segment}`);
        const values = PARAM_VALUES[segment.slice(1)];
        if (!values) {
          throw new Error(
            `app/site-pages.ts: the route table's ${pattern} has a parameter (${segment}) with no values; say which ` +
              "addresses it takes, so the build prerenders them",
          );
        }
        return paths.flatMap((path) => values.map((value) => `${path}/${value}`));
      },
      [""],
    );
}

const kindOf = (entry: RouteConfigEntry, path: string): SitePageKind =>
  entry.file === REDIRECT_MODULE ? "redirect" : /\.[a-z]+$/.test(path) ? "file" : "page";

/** Every address of a route table, in its order; the not-found route (`*`) has none. Nested routes are not used. */
export function sitePages(table: readonly RouteConfigEntry[] = routes): SitePage[] {
  return table.flatMap((entry): SitePage[] => {
    if (entry.children?.length)
      throw new Error("app/site-pages.ts reads a flat route table: no nested routes");
    if (entry.path === "*") return [];
    return addresses(entry.index ? "" : (entry.path ?? "")).map((found) => {
      const path = found || "/";
      return { path, file: entry.file, kind: kindOf(entry, path) };
    });
  });
}

/**
 * Every path the build writes: the pages, the redirects, the files. `staticPaths`, the addresses without a parameter
 * as React Router reads the table itself, must all be among them.
 */
export function prerenderPaths(staticPaths: readonly string[] = []): string[] {
  const paths = sitePages().map((page) => page.path);
  const missed = staticPaths.filter((path) => !paths.includes(path));
  if (missed.length > 0) throw new Error(`app/site-pages.ts misses routed pages: ${missed.join(", ")}`);
  return paths;
}

/** The pages sitemap.xml lists: every page but the redirects, the files and the ones search engines skip. */
export function sitemapPaths(pages: readonly SitePage[] = sitePages()): string[] {
  return pages
    .filter((page) => page.kind === "page" && !NOT_INDEXED.includes(page.path))
    .map((page) => page.path);
}
