// Reads the data files staff edit (app/data/) from disk and checks them, and gives each photo staff uploaded the
// address the build serves it at. Node only: the build runs it (the `contentData` plugin in astro.config.mjs), and
// so do tools that load content modules outside Vite.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, extname, join, relative } from "node:path";
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
import { PHOTO_SLOTS } from "../lib/photo-slots.ts";
import {
  BUILT_PHOTO_WIDTHS,
  builtPhotoAddress,
  PHOTO_BUDGETS,
  PHOTO_ENCODING,
  PHOTO_FORMATS,
  PRODUCT_PHOTO_RATIO,
  UPLOADED_PHOTOS_DIR,
  uploadedPhotoName,
} from "../lib/photos.ts";
import { SHARE_PHOTO } from "../lib/share-photo.ts";

export interface ContentData {
  /** The products, each uploaded photo's address already the one the build serves it at. */
  products: Product[];
  company: Company;
  /** The uploaded photos the products name, for the build to make their files (scripts/build/photos.ts). */
  photos: UploadedPhoto[];
}

/** A photo staff uploaded, as a product names it. */
export interface UploadedPhoto {
  /** The photo on disk. */
  file: string;
  /** The photo as messages name it, e.g. app/data/photos/pump.jpg. */
  shown: string;
  /** Who names it, as messages start, e.g. "app/data/products/prod-003.json: prod-003". */
  owner: string;
  /** The stem its built files share (app/lib/photos.ts). */
  stem: string;
}

/** The repository's root, where the paths in messages start. */
const ROOT = fileURLToPath(new URL("../../", import.meta.url).href);
export const DATA_DIR = join(ROOT, "app", "data");
const PRODUCTS_DIR = join(DATA_DIR, "products");
const COMPANY_FILE = join(DATA_DIR, "company.json");

/** Where each data file is, as messages and the content collections name it, from the repository's root. */
export const DATA_FILES = {
  product: (id: string) => `app/data/products/${id}.json`,
  company: "app/data/company.json",
} as const;
/** The photos staff upload in the content manager (its media folder). */
export const PHOTOS_DIR = join(ROOT, ...UPLOADED_PHOTOS_DIR.split("/"));

function read(file: string): DataFile {
  const path = relative(ROOT, file).split("\\").join("/");
  const source = readFileSync(file, "utf8");
  try {
    return { path, data: JSON.parse(source) as unknown };
  } catch (error) {
    throw new DataFileError([`${path}: is not valid JSON (${(error as Error).message})`]);
  }
}

/** Runs each read, keeping going past a DataFileError: the results of those that worked, and every problem. */
function attempt<T>(reads: readonly (() => T)[]): { results: T[]; problems: string[] } {
  const problems: string[] = [];
  const results = reads.flatMap((read) => {
    try {
      return [read()];
    } catch (error) {
      if (!(error instanceof DataFileError)) throw error;
      problems.push(...error.problems);
      return [];
    }
  });
  return { results, problems };
}

/**
 * The product files, checked, each uploaded photo's address already the one the build serves it at, and those
 * photos; throws a DataFileError listing every problem in every file.
 */
export function loadProducts(productsDir: string = PRODUCTS_DIR): Pick<ContentData, "products" | "photos"> {
  const names = readdirSync(productsDir).filter((name) => name.endsWith(".json"));
  const { results: files, problems } = attempt(names.map((name) => () => read(join(productsDir, name))));
  const {
    results: [checked],
    problems: schemaProblems,
  } = attempt([() => uploadedPhotos(parseProducts(files, IMAGE_HOSTS), files)]);
  problems.push(...schemaProblems, ...(checked?.problems ?? []));
  if (!checked || problems.length > 0) throw new DataFileError(problems);
  return { products: checked.products, photos: checked.photos };
}

/** The company file, checked; throws a DataFileError listing every problem in it. */
export function loadCompany(): Company {
  return parseCompany(read(COMPANY_FILE));
}

/** Every data file, checked; throws a DataFileError listing every problem in every file. */
export function loadContentData(): ContentData {
  const problems: string[] = [];
  const load = <T>(read: () => T): T | undefined => {
    const found = attempt([read]);
    problems.push(...found.problems);
    return found.results[0];
  };
  const products = load(loadProducts);
  const company = load(loadCompany);
  if (!products || !company) throw new DataFileError(problems);
  return { ...products, company };
}

function idAndPath({ path, data }: DataFile): [string, string][] {
  const id = typeof data === "object" && data !== null && "id" in data ? data.id : undefined;
  return typeof id === "string" ? [[id, path]] : [];
}

/** A readable, safe start of a photo's built name, from its file name: "IMG 2041 (1).JPG" gives img-2041-1. */
function slug(name: string): string {
  const words = name
    .slice(0, name.length - extname(name).length)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 40)
    .replace(/^-+|-+$/g, "");
  return words || "photo";
}

/**
 * Everything that decides a built photo's files: the hash in their names covers it, so a change to any of it gives
 * every photo new names (hosts cache the old ones for a year).
 */
export const PHOTO_BUILD = {
  version: 1,
  widths: BUILT_PHOTO_WIDTHS,
  ratio: PRODUCT_PHOTO_RATIO,
  formats: PHOTO_FORMATS,
  share: SHARE_PHOTO,
  slots: PHOTO_SLOTS,
  budgets: PHOTO_BUDGETS,
  encoding: PHOTO_ENCODING,
} as const;

const hashes = new Map<string, { mtimeMs: number; size: number; hash: string }>();

/** A hash of the photo's bytes and of everything that decides its built files (read again only when it changes). */
function photoHash(file: string): string {
  const { mtimeMs, size } = statSync(file);
  const known = hashes.get(file);
  if (known?.mtimeMs === mtimeMs && known.size === size) return known.hash;
  const hash = createHash("sha256")
    .update(JSON.stringify(PHOTO_BUILD))
    .update("\0")
    .update(readFileSync(file))
    .digest("hex")
    .slice(0, 10);
  hashes.set(file, { mtimeMs, size, hash });
  return hash;
}

/**
 * The stem of a photo's built files: its name, then a hash of its bytes and the settings. A new photo, even under
 * the same name, or new settings give new names, so hosts may cache the files for a year.
 */
export function photoStem(file: string): string {
  return `${slug(basename(file))}-${photoHash(file)}`;
}

/**
 * The products with each uploaded photo's address replaced by the one the build serves it at, the photos, and a
 * problem line for each photo that is not in the photos folder (names match exactly, whatever the disk's case).
 */
export function uploadedPhotos(
  products: readonly Product[],
  files: readonly DataFile[],
  photosDir: string = PHOTOS_DIR,
): { products: Product[]; photos: UploadedPhoto[]; problems: string[] } {
  const productFiles = new Map(files.flatMap((file) => idAndPath(file)));
  const kept = new Set(existsSync(photosDir) ? readdirSync(photosDir) : []);
  const photos: UploadedPhoto[] = [];
  const problems: string[] = [];
  const resolved = products.map((product) => {
    const name = uploadedPhotoName(product.image);
    if (name === undefined) return product;
    const owner = `${productFiles.get(product.id) ?? "app/data/products/"}: ${product.id}`;
    const shown = `${UPLOADED_PHOTOS_DIR}/${name}`;
    if (!kept.has(name)) {
      problems.push(
        `${owner} image: ${shown} is missing: upload it again in the content manager, or choose another photo`,
      );
      return product;
    }
    const file = join(photosDir, name);
    const photo = { file, shown, owner, stem: photoStem(file) };
    photos.push(photo);
    return { ...product, image: builtPhotoAddress(photo.stem) };
  });
  return { products: resolved, photos, problems };
}
