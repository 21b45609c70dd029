// The site's pages with their titles and descriptions, apart from the store's category and product pages. Meta tags
// read this on every page, so it must not import the catalogue (content/store-pages.ts does, for the store's pages).
import { site } from "./site";

export interface PageEntry {
  path: string;
  title: string;
  description: string;
}

/** Slugs that static pages link to but the catalogue does not know; they are served as empty categories. */
export const LINKED_UNKNOWN_SLUGS = ["air-conditioning", "energy-solutions"] as const;

/** Old service paths that redirect to the business-line landing pages. */
export const REDIRECTS = {
  "/services/industrial": "/mining-industrial",
  "/services/energy": "/energy-solutions",
  "/services/civil": "/civil-contracting",
} as const;

/** Search engines show about 160 characters of a description; shorter than 50 says too little. */
export const DESCRIPTION_LENGTH = { min: 50, max: 160 } as const;

export const page = (path: string, title: string, description: string): PageEntry => ({
  path,
  title,
  description,
});

/** Every page apart from the store's categories and products (content/store-pages.ts), in site order. */
export const staticPages: readonly PageEntry[] = [
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

const byPath = new Map(staticPages.map((entry) => [entry.path, entry]));

export function staticPageEntry(path: string): PageEntry | undefined {
  return byPath.get(path);
}
