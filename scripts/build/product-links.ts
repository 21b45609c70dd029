// Every link to a product's page, anywhere in the built site (company pages' product cards, the store's lists, the
// store front's featured products), must lead to a product the data files have. Read by scripts/build/postbuild.mjs,
// which fails the build on any problem, one line each naming the page and the product.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

/** A product page's address in an href, on this site or written with its origin. */
const PRODUCT_LINK = /href="(?:https?:\/\/[^"/]+)?\/store\/product\/([^"?#]*)/g;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** One line per product a page links to that no product file has, each named once per page. */
export function productLinkProblems(
  pages: readonly { path: string; html: string }[],
  productIds: ReadonlySet<string>,
): string[] {
  return pages.flatMap(({ path, html }) => {
    const missing = new Set<string>();
    for (const [, id = ""] of html.matchAll(PRODUCT_LINK)) {
      const product = decoded(id);
      if (!productIds.has(product)) missing.add(product);
    }
    return [...missing].map(
      (id) =>
        `${path} links to the product ${id || "(no id)"}, which no product file has ` +
        `(app/data/products/${id || "<id>"}.json): withdraw a product rather than delete it, or correct the link`,
    );
  });
}

/** The built pages of a folder (the site's client files), by their address: dir/index.html is /dir. */
export async function builtPages(
  client: string,
  skip: (file: string) => boolean = () => false,
): Promise<{ path: string; html: string }[]> {
  const files = (await readdir(client, { recursive: true, encoding: "utf8" }))
    .map((file) => file.split("\\").join("/"))
    .filter((file) => file.endsWith(".html") && !skip(file))
    .sort();
  return Promise.all(
    files.map(async (file) => ({
      path: `/${file.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`,
      html: await readFile(join(client, file), "utf8"),
    })),
  );
}
