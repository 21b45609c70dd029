// Reads the data files staff edit (app/data/) from disk and checks them. Node only: the build runs it (the
// `contentData` plugin in vite.config.ts), and so do tools that load content modules outside Vite.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import {
  DataFileError,
  parseCompany,
  parseProducts,
  type Company,
  type DataFile,
  type Product,
} from "./data-schema.ts";
import { IMAGE_HOSTS } from "./image-hosts.ts";

export interface ContentData {
  products: Product[];
  company: Company;
}

/** The repository's root, where the paths in messages start. */
const ROOT = fileURLToPath(new URL("../../", import.meta.url).href);
export const DATA_DIR = join(ROOT, "app", "data");
const PRODUCTS_DIR = join(DATA_DIR, "products");
const COMPANY_FILE = join(DATA_DIR, "company.json");

function read(file: string): DataFile {
  const path = relative(ROOT, file).split("\\").join("/");
  const source = readFileSync(file, "utf8");
  try {
    return { path, data: JSON.parse(source) as unknown };
  } catch (error) {
    throw new DataFileError([`${path}: is not valid JSON (${(error as Error).message})`]);
  }
}

/** Every data file, parsed; throws a DataFileError listing every problem in every file. */
export function loadContentData(): ContentData {
  const problems: string[] = [];
  const attempt = <T>(parse: () => T): T | undefined => {
    try {
      return parse();
    } catch (error) {
      if (!(error instanceof DataFileError)) throw error;
      problems.push(...error.problems);
      return undefined;
    }
  };
  const files = readdirSync(PRODUCTS_DIR)
    .filter((name) => name.endsWith(".json"))
    .map((name) => attempt(() => read(join(PRODUCTS_DIR, name))))
    .filter((file) => file !== undefined);
  const products = attempt(() => parseProducts(files, IMAGE_HOSTS));
  const company = attempt(() => parseCompany(read(COMPANY_FILE)));
  if (!products || !company || problems.length > 0) throw new DataFileError(problems);
  return { products, company };
}
