// The site's content collections: the data files staff edit at /admin (app/data/), read and checked by the one
// schema (content/data-schema.ts) through content/data-files.ts, before any page renders. A problem fails
// `astro build` and `astro sync` (so `npm run typecheck`), one line each naming the file, the item and the field; the
// dev server says the same and keeps running. The pages and islands read the same checked data through the modules the content-data plugin hands
// them (features/catalog for the products, content/site.ts for the company's details): those run in the browser
// too, where astro:content cannot (docs/decisions/007-content-in-data-files.md).
import { defineCollection } from "astro:content";
import { glob, type Loader, type LoaderContext } from "astro/loaders";
import { DATA_DIR, DATA_FILES, loadCompany, loadProducts, loadStoreFront } from "./content/data-files";
import { companySchema, DataFileError, productSchema, storeFrontSchema } from "./content/data-schema";
import { IMAGE_HOSTS } from "./content/image-hosts";
import { LEGAL_DIR, legalSchema } from "./content/legal-schema";

interface Entry {
  id: string;
  data: Record<string, unknown>;
  filePath: string;
}

/**
 * A collection of the data files: every entry read again whenever a file in app/data/ changes (the dev server),
 * all or none, so the store never holds half an edit. Each entry is the schema's output, as pages use it.
 */
function dataFiles(name: string, entries: () => Entry[]) {
  return {
    name: `data-files-${name}`,
    load: (context: LoaderContext) => {
      const { store, watcher, logger } = context;
      const read = () => {
        const fresh = entries();
        store.clear();
        for (const { id, data, filePath } of fresh)
          store.set({ id, data, filePath, digest: context.generateDigest(data) });
      };
      // A build stops at the first problem. The dev server keeps running, so that staff can correct the file (in
      // the content manager too): it says what is wrong here, and its pages show the same problems, since the
      // modules they render from fail to load.
      if (!watcher) {
        read();
        return Promise.resolve();
      }
      const reread = () => {
        try {
          read();
        } catch (error) {
          if (!(error instanceof DataFileError)) throw error;
          logger.error(error.message);
        }
      };
      reread();
      watcher.add(DATA_DIR);
      const changed = (path: string) => {
        if (path.startsWith(DATA_DIR)) reread();
      };
      watcher.on("change", changed).on("add", changed).on("unlink", changed);
      return Promise.resolve();
    },
  } satisfies Omit<Loader, "schema">;
}

export const collections = {
  products: defineCollection({
    loader: {
      ...dataFiles("products", () =>
        loadProducts().products.map((product) => ({
          id: product.id,
          data: product,
          filePath: DATA_FILES.product(product.id),
        })),
      ),
      // The types of getCollection("products"): the schema's output, prices in cents.
      schema: productSchema(IMAGE_HOSTS),
    },
  }),
  company: defineCollection({
    loader: {
      ...dataFiles("company", () => [{ id: "company", data: loadCompany(), filePath: DATA_FILES.company }]),
      schema: companySchema,
    },
  }),
  storeFront: defineCollection({
    loader: {
      ...dataFiles("store-front", () => [
        {
          id: "store-front",
          data: loadStoreFront(loadProducts().products),
          filePath: DATA_FILES.storeFront,
        },
      ]),
      schema: storeFrontSchema,
    },
  }),
  // The Privacy Policy and the Terms of Service (content/legal-schema.ts): a missing or empty field fails the
  // build, naming the file.
  legal: defineCollection({
    loader: glob({ pattern: "*.md", base: `./${LEGAL_DIR}` }),
    schema: legalSchema,
  }),
};
