// The Vite plugin that hands the app the checked content of the data files (app/data/); vite.config.ts and
// vitest.config.ts both use it, so tests see exactly what the build ships.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { DATA_DIR, loadContentData } from "../../app/content/data-files.ts";
import { DataFileError } from "../../app/content/data-schema.ts";

const PRODUCT_MODULE = fileURLToPath(new URL("../../app/content/product-data.ts", import.meta.url));
const COMPANY_MODULE = fileURLToPath(new URL("../../app/content/company-data.ts", import.meta.url));

function dataFiles(): string[] {
  return readdirSync(DATA_DIR, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".json"))
    .map((name) => join(DATA_DIR, name));
}

/**
 * Checks the data files staff edit (app/data/) and hands the app their parsed content as plain data: a bad file
 * fails the build (or shows the dev server's error overlay) naming the file, item and field; the browser gets no
 * schema code. The dev server reloads when a file changes.
 */
export function contentData(): Plugin {
  return {
    name: "content-data",
    enforce: "pre",
    load(id) {
      const path = id.split("?")[0];
      if (path !== PRODUCT_MODULE && path !== COMPANY_MODULE) return null;
      for (const file of dataFiles()) this.addWatchFile(file);
      try {
        const { products, company } = loadContentData();
        return path === PRODUCT_MODULE
          ? `export const products = ${JSON.stringify(products)};\n`
          : `export const company = ${JSON.stringify(company)};\n`;
      } catch (error) {
        if (error instanceof DataFileError) this.error(error.message);
        throw error;
      }
    },
    configureServer(server) {
      server.watcher.add(DATA_DIR);
      const reload = (file: string) => {
        if (!file.startsWith(DATA_DIR)) return;
        for (const environment of Object.values(server.environments)) {
          for (const id of [PRODUCT_MODULE, COMPANY_MODULE]) {
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
