// What each page says of itself in its head, read from where its page file reads it:
// a company page's entry in its content module (the one whose path is the page's), a placeholder's copy, a legal
// page's data file (app/data/legal/), the
// store's category and product heads, the structured data's builders. The tests compare the built pages with it.
import { globSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { businessLines } from "../../app/content/navigation";
import type { PageEntry } from "../../app/content/page-entry";
import { legalPages } from "../../app/content/legal";
import { placeholderEntry } from "../../app/content/placeholder-pages";
import { readLegalFile } from "../../scripts/cms/legal-files";
import { products, type Product } from "../../app/features/catalog/catalog";
import { site } from "../../app/content/site";
import { categoryHead, productHead } from "../../app/features/catalog/page-heads";
import { productShareImage } from "../../app/lib/product-share-image";
import { documentTitle, siteShareImage, type ShareImage } from "../../app/lib/seo";
import { categoryPath, productPath } from "../../app/lib/store-paths";
import type { JsonLd } from "../../app/lib/structured-data";
import { companyJsonLd, lineTrailJsonLd, productJsonLds, siteIdentity } from "../../app/layouts/page-meta";
import { NOT_INDEXED, sitePages } from "./site-pages";

export interface PageHead {
  path: string;
  /** The document title, with the site's name. */
  title: string;
  description: string;
  noindex: boolean;
  share: ShareImage;
  /** The JSON-LD blocks the prerendered HTML carries (none on a noindex page). */
  structuredData: readonly JsonLd[];
}

const isPageEntry = (value: unknown): value is PageEntry =>
  typeof value === "object" &&
  value !== null &&
  Object.keys(value).sort().join() === "description,path,title" &&
  typeof (value as PageEntry).path === "string" &&
  (value as PageEntry).path.startsWith("/");

/** Every page entry a content module exports, by its path: a company page's title and description. */
async function contentEntries(): Promise<Map<string, PageEntry>> {
  const files = globSync("app/content/**/*.ts").filter((file) => !file.endsWith(".test.ts"));
  const byPath = new Map<string, PageEntry>();
  for (const file of files.sort()) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const value of Object.values(module).filter(isPageEntry)) {
      const other = byPath.get(value.path);
      if (other && other !== value) throw new Error(`Two content modules give ${value.path} its title`);
      byPath.set(value.path, value);
    }
  }
  return byPath;
}

const entries = await contentEntries();
const lineSubpages = new Set(businessLines.flatMap((line) => line.children.map((child) => child.href)));

/** A page's title and description, as its route module's `meta` reads them. */
function headOf(path: string, file: string): PageEntry {
  const param = path.split("/").at(-1) ?? "";
  if (file === "store/category/[category].astro" && path === categoryPath(param)) return categoryHead(param);
  if (file === "store/product/[id].astro" && path === productPath(param)) return productHead(param);
  const legal = Object.values(legalPages).find((legalPage) => legalPage.href === path);
  if (legal) {
    const { title, description } = readLegalFile(legal.entry).data;
    return { path, title, description };
  }
  const entry = placeholderEntry(path) ?? entries.get(path);
  if (!entry) throw new Error(`No content module exports the title and description of ${path} (${file})`);
  return entry;
}

/** The company on the home and contact pages; a trail on a business line's subpages; a product's on its page. */
function structuredDataOf(path: string, product: Product | undefined): JsonLd[] {
  if (path === "/" || path === "/contact") return companyJsonLd();
  if (lineSubpages.has(path)) return lineTrailJsonLd(path);
  return product ? productJsonLds(product) : [];
}

/** Every page the site serves (not the redirects or the files), with its head. */
export const pageHeads: readonly PageHead[] = sitePages().map(({ path, file }) => {
  const head = headOf(path, file);
  const noindex = NOT_INDEXED.includes(path);
  const product = products.find((item) => productPath(item.id) === path);
  return {
    path,
    title: documentTitle(head.title, site.name),
    description: head.description,
    noindex,
    share: product ? productShareImage(product, siteIdentity) : siteShareImage(siteIdentity),
    structuredData: noindex ? [] : structuredDataOf(path, product),
  };
});
