// What every page's head shares: the site's name and address, and the structured data (JSON-LD) a page publishes,
// from content/. The helpers of lib/ take these as arguments. Nothing here reads `import.meta.env` on load: the
// browser tests import the builders.
import { businessLines } from "~/content/navigation";
import type { Product } from "~/features/catalog/catalog";
import { businessHours, site } from "~/content/site";
import { categoryPageFor } from "~/content/store/store";
import { metaFor, type MetaDescriptor, type MetaOptions, type PageHead, type SiteIdentity } from "~/lib/seo";
import { categoryPath, productPath } from "~/lib/store-paths";
import {
  breadcrumbJsonLd,
  organizationJsonLd,
  productJsonLd,
  type JsonLd,
  type TrailLink,
} from "~/lib/structured-data";

export const siteIdentity: SiteIdentity = { name: site.name, url: site.siteUrl };

/** A page's meta tags: title, description, canonical address, sharing tags and structured data. */
export function pageMeta(page: PageHead, options: MetaOptions = {}): MetaDescriptor[] {
  return metaFor(page, siteIdentity, options);
}

const home: TrailLink = { label: "Home", href: "/" };
const store: TrailLink = { label: "Store", href: "/store" };

/** The company (name, address, contact, hours): the home and contact pages publish it. */
export function companyJsonLd(): JsonLd[] {
  return [organizationJsonLd(site, businessHours, site.siteUrl)];
}

/** A business line's subpage: its trail, Home, then the line, then the page, as the menu names them. */
export function lineTrailJsonLd(path: string): JsonLd[] {
  const line = businessLines.find((candidate) => candidate.children.some((child) => child.href === path));
  const child = line?.children.find((candidate) => candidate.href === path);
  if (!line || !child) throw new Error(`The menu has no business line subpage at ${path}`);
  return [breadcrumbJsonLd([home, { label: line.label, href: line.href }, child], site.siteUrl)];
}

/** A product with its offer, and its trail: Home, Store, the category that lists it, the product. */
export function productJsonLds(product: Product): JsonLd[] {
  const category = categoryPageFor(product.category);
  const trail: TrailLink[] = [
    home,
    store,
    { label: category.title, href: categoryPath(category.slug) },
    { label: product.name, href: productPath(product.id) },
  ];
  return [productJsonLd(product, site.siteUrl), breadcrumbJsonLd(trail, site.siteUrl)];
}
