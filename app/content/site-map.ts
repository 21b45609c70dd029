// Every page the site serves, with its title and description: drives prerendering, meta tags and sitemap.xml.
import { products, type Product } from "./products";
import { site } from "./site";
import { categoryCopy, categoryPages } from "./store";

export interface PageEntry {
  path: string;
  title: string;
  description: string;
}

/** Store category slugs the catalogue knows. */
export const CATEGORY_SLUGS = ["mining", "energy", "construction", "all", "featured"] as const;
/** Slugs that static pages link to but the catalogue does not know; they are served as empty categories. */
export const LINKED_UNKNOWN_SLUGS = ["air-conditioning", "energy-solutions"] as const;

/** Old service paths that redirect to the business-line landing pages. */
export const REDIRECTS = {
  "/services/industrial": "/mining-industrial",
  "/services/energy": "/energy-solutions",
  "/services/civil": "/civil-contracting",
} as const;

const page = (path: string, title: string, description: string): PageEntry => ({ path, title, description });

/** Search engines show about 160 characters of a description; shorter than 50 says too little. */
export const DESCRIPTION_LENGTH = { min: 50, max: 160 } as const;

/** A product's own description, cut at a word to fit a search result, with its name first. */
function productDescription(product: Product): string {
  const full = `${product.name}: ${product.description}`;
  if (full.length <= DESCRIPTION_LENGTH.max) return full;
  const cut = full.slice(0, DESCRIPTION_LENGTH.max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[\s,.;:]+$/, "")}…`;
}

export const pages: readonly PageEntry[] = [
  page(
    "/",
    "Industrial Supplies, Energy Solutions & Civil Contracting",
    "Industrial supplies, renewable energy and civil contracting across Southern Africa since 1991. Request a quote or order online.",
  ),
  page(
    "/services",
    "Our Services",
    "Mining and industrial supplies, energy solutions and civil contracting: three business lines serving Southern Africa since 1991.",
  ),
  page(
    "/about",
    "About Us",
    "Incorporated in Harare in August 1991, we supply, power and build for mines, industry and communities across Southern Africa.",
  ),
  page(
    "/mining-industrial",
    "Mining & Industrial",
    "Industrial supplies, electrical equipment, mining spares, lubricants, pumps, power transmission, pipes, fittings and valves.",
  ),
  page(
    "/mining-industrial/air-conditioning",
    "Air Conditioning Solutions",
    "Industrial air conditioning and refrigeration: supply, installation, maintenance, repair and consulting for sites of any size.",
  ),
  page(
    "/mining-industrial/pumps",
    "Pumps & Pump Spares",
    "Pumps and pump spares for mining, industry and water: dewatering, slurry, process and borehole pumps with genuine spares.",
  ),
  page(
    "/mining-industrial/power-transmission",
    "Power Transmission Equipment",
    "Power transmission equipment for plants and mines: gearboxes, couplings, bearings, belts, chains and drive components.",
  ),
  page(
    "/mining-industrial/electrical",
    "Electrical Equipment",
    "Electrical equipment for industry and mining: motors, switchgear, control panels, cabling and protection devices.",
  ),
  page(
    "/mining-industrial/pipes",
    "Pipes, Fittings & Valves",
    "Pipes, fittings and valves in steel, HDPE and PVC for water, slurry and process lines, with custom piping solutions.",
  ),
  page(
    "/energy-solutions",
    site.energyBrandName,
    "Solar, biogas, wind and renewable energy, transformers, power plant equipment and electrical materials for Southern Africa.",
  ),
  page(
    "/energy-solutions/solar",
    "Solar Energy",
    "Solar energy systems for homes, farms, mines and industry: panels, inverters, batteries, design and installation.",
  ),
  page(
    "/energy-solutions/renewable",
    "Renewable Energy",
    "Renewable energy beyond solar: biogas, wind and hybrid systems that cut diesel costs and keep operations running.",
  ),
  page(
    "/energy-solutions/power-equipment",
    "Power Equipment",
    "Power equipment for utilities, plants and mines: transformers, switchgear, generators and power plant components.",
  ),
  page(
    "/energy-solutions/materials",
    "Electrical Materials",
    "Electrical materials for power distribution: cables, circuit breakers, insulators, lugs, conduits and accessories.",
  ),
  page(
    "/civil-contracting",
    "Civil Contracting",
    "Civil contractors for roads, building works, steel fabrication, infrastructure, specialty construction and equipment hire.",
  ),
  page(
    "/civil-contracting/building",
    "Building Works",
    "Commercial, industrial, residential and institutional building works, planned, designed and built by one accountable team.",
  ),
  page(
    "/civil-contracting/infrastructure",
    "Infrastructure Development",
    "Road construction, earthworks, water and sewer systems and land development for public and private clients.",
  ),
  page(
    "/civil-contracting/specialty",
    "Specialty Construction",
    "Steel works, concrete works, plumbing and drainage, partitions and interiors delivered by specialist construction teams.",
  ),
  page(
    "/civil-contracting/additional",
    "Additional Services",
    "Equipment hiring, project management and maintenance plans that keep your buildings and infrastructure in service.",
  ),
  page(
    "/store",
    "Product Store",
    "Order industrial, energy and construction products online and check out on WhatsApp with our sales team. No payment online.",
  ),
  ...categoryPages.map((category) =>
    page(`/store/category/${category.slug}`, category.documentTitle, category.description),
  ),
  ...LINKED_UNKNOWN_SLUGS.map((slug) =>
    page(`/store/category/${slug}`, `Store: ${slug}`, categoryCopy.unknownDescription(slug)),
  ),
  ...products.map((product) =>
    page(`/store/product/${product.id}`, product.name, productDescription(product)),
  ),
  page(
    "/cart",
    "Your Cart",
    "Review the products in your cart and send your order to our sales team on WhatsApp. No payment is taken on this site.",
  ),
  page(
    "/contact",
    "Contact Us",
    "Request a quote or send an enquiry: offices in Harare and Marlborough, phone, e-mail, business hours and a map.",
  ),
];

/**
 * Paths that are not content: kept out of sitemap.xml and marked noindex. The cart is personal; the two category
 * slugs that static pages link to but the catalogue does not know are served (no link may 404) yet always empty.
 */
export const NOINDEX_PATHS: readonly string[] = [
  "/cart",
  ...LINKED_UNKNOWN_SLUGS.map((slug) => `/store/category/${slug}`),
];

/** Files generated by resource routes (app/routes/sitemap-xml.ts, robots-txt.ts), prerendered with the pages. */
export const RESOURCE_PATHS = ["/sitemap.xml", "/robots.txt"] as const;

/** Every path the build writes: the pages, the redirects (as fallbacks for hosts without redirects), the files. */
export function prerenderPaths(): string[] {
  return [...pages.map((entry) => entry.path), ...Object.keys(REDIRECTS), ...RESOURCE_PATHS];
}

/** The pages search engines should index: every page except the noindex ones. */
export function indexablePages(): PageEntry[] {
  return pages.filter((entry) => !NOINDEX_PATHS.includes(entry.path));
}

const byPath = new Map(pages.map((entry) => [entry.path, entry]));

export function pageEntry(path: string): PageEntry | undefined {
  return byPath.get(path);
}
