// The Vite plugin that hands the app the checked content of the data files (app/data/) as plain modules, and makes
// the photos staff upload into the files pages show. astro.config.mjs and vitest.config.ts both use it, so tests see
// exactly what the build ships. The content collections (app/content.config.ts) check the same files with the same
// schema before any page renders; these modules exist because the browser's code needs some of that data (the
// price table, the company's contact details) and astro:content is for the server only.
import { createReadStream, existsSync, readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import {
  DATA_DIR,
  loadCompany,
  loadProducts,
  loadStoreFront,
  PHOTOS_DIR,
  type UploadedPhoto,
} from "../../app/content/data-files.ts";
import { DataFileError } from "../../app/content/data-schema.ts";
import { BUILT_PHOTOS_PREFIX, uploadedPhotoName } from "../../app/lib/photos.ts";
import { cartCatalogueOf } from "../../app/lib/stored-cart.ts";
import { keptFile, makePhotos } from "./photos.ts";

const PRODUCT_MODULE = fileURLToPath(new URL("../../app/content/store/product-data.ts", import.meta.url));
const COMPANY_MODULE = fileURLToPath(new URL("../../app/content/company-data.ts", import.meta.url));
const CART_CATALOGUE_MODULE = fileURLToPath(new URL("../../app/content/cart-catalogue.ts", import.meta.url));
const MODULES = [PRODUCT_MODULE, COMPANY_MODULE, CART_CATALOGUE_MODULE];

const UPLOAD_TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
};

function dataFiles(): string[] {
  return readdirSync(DATA_DIR, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".json"))
    .map((name) => join(DATA_DIR, name));
}

/**
 * Checks the data files staff edit (app/data/) and hands the app their parsed content as plain data: a bad file
 * fails the build (or shows the dev server's error overlay) naming the file, item and field; the browser gets no
 * schema code. The photos staff uploaded are made into the files pages show (scripts/build/photos.ts), which the
 * build writes under /assets/photos/ and the dev server answers. The dev server reloads when a file changes.
 */
export function contentData(): Plugin {
  /** The built photos' files: address on the site, and where the photo step keeps each. */
  const photoFiles = new Map<string, { path: string; type: string }>();
  const warned = new Set<string>();
  /** The uploaded photos' files, made now or read from the photo step's cache, with what staff should hear. */
  async function madePhotos(photos: readonly UploadedPhoto[], warn: (text: string) => void): Promise<void> {
    const started = performance.now();
    const made = await makePhotos(photos);
    for (const photo of made.photos) {
      for (const file of [...photo.record.files, photo.record.share])
        photoFiles.set(file.path, { path: keptFile(photo, file), type: file.type });
    }
    for (const warning of made.warnings.filter((text) => !warned.has(text))) {
      warned.add(warning);
      warn(warning);
    }
    const encoded = made.photos.filter((photo) => photo.made).length;
    if (encoded > 0) {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `photos: ${encoded} of ${made.photos.length} made in ${seconds} s, the rest from the cache`,
      );
    }
  }
  return {
    name: "content-data",
    enforce: "pre",
    async load(id) {
      const path = id.split("?")[0];
      if (path === undefined || !MODULES.includes(path)) return null;
      for (const file of dataFiles()) this.addWatchFile(file);
      try {
        if (path === COMPANY_MODULE) return `export const company = ${JSON.stringify(loadCompany())};\n`;
        const { products, photos } = loadProducts();
        if (path === PRODUCT_MODULE) {
          // A photo that cannot be used fails here, naming the product and the file.
          await madePhotos(photos, (warning) => this.warn(warning));
          const storeFront = loadStoreFront(products);
          return (
            `export const products = ${JSON.stringify(products)};\n` +
            `export const storeFront = ${JSON.stringify(storeFront)};\n`
          );
        }
        return `export const cartCatalogue = ${JSON.stringify(cartCatalogueOf(products))};\n`;
      } catch (error) {
        if (error instanceof DataFileError) this.error(error.message);
        throw error;
      }
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      // The pages that show the photos are built before the browser's files; their list is made again here (from
      // the cache) so that the files never depend on which build loaded the catalogue.
      await madePhotos(loadProducts().photos, (warning) => this.warn(warning));
      for (const [address, file] of photoFiles)
        this.emitFile({ type: "asset", fileName: address.slice(1), source: await readFile(file.path) });
    },
    configureServer(server) {
      // The dev server answers the built photos' addresses from the photo step's cache, and, for the content
      // manager's previews on `npm run cms` (decap-server names the uploads by those addresses), the uploads
      // themselves: never part of a build.
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? "/", "http://localhost").pathname;
        let address: string;
        try {
          address = decodeURIComponent(path);
        } catch {
          next();
          return;
        }
        const upload = uploadedPhotoName(address);
        const file = address.startsWith(BUILT_PHOTOS_PREFIX)
          ? photoFiles.get(address)
          : upload && existsSync(join(PHOTOS_DIR, upload))
            ? { path: join(PHOTOS_DIR, upload), type: UPLOAD_TYPES[extname(upload).toLowerCase()] ?? "" }
            : undefined;
        if (!file) {
          next();
          return;
        }
        response.setHeader("Content-Type", file.type);
        createReadStream(file.path).pipe(response);
      });
      server.watcher.add(DATA_DIR);
      const reload = (file: string) => {
        if (!file.startsWith(DATA_DIR)) return;
        for (const environment of Object.values(server.environments)) {
          for (const id of MODULES) {
            const module = environment.moduleGraph.getModuleById(id);
            if (module) environment.moduleGraph.invalidateModule(module);
          }
        }
        server.ws.send({ type: "full-reload" });
      };
      server.watcher.on("change", reload).on("add", reload).on("unlink", reload);
    },
  };
}
