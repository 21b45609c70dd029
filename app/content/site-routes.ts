// Every page address the site serves and the route module that renders it, in site order. The route table
// (app/routes.ts) is generated from this list, content is keyed by `PagePath`, so a path is written here once and
// a typo anywhere else fails the type-check. The store's category and product pages have a value in their address:
// their route pattern and every link to them are built from `storeRoutes`. No imports: app/routes.ts loads it at
// build time.

export const pageRoutes = {
  "/": "home",
  "/services": "services",
  "/about": "about",
  "/mining-industrial": "mining-industrial",
  "/mining-industrial/air-conditioning": "air-conditioning",
  "/mining-industrial/pumps": "under-construction",
  "/mining-industrial/power-transmission": "under-construction",
  "/mining-industrial/electrical": "under-construction",
  "/mining-industrial/pipes": "pipes",
  "/energy-solutions": "energy-solutions",
  "/energy-solutions/solar": "under-construction",
  "/energy-solutions/renewable": "under-construction",
  "/energy-solutions/power-equipment": "under-construction",
  "/energy-solutions/materials": "electrical-materials",
  "/civil-contracting": "civil-contracting",
  "/civil-contracting/building": "building-works",
  "/civil-contracting/infrastructure": "infrastructure",
  "/civil-contracting/specialty": "specialty-construction",
  "/civil-contracting/additional": "additional-services",
  "/store": "store",
  "/cart": "cart",
  "/cart/quotation": "cart-quotation",
  "/contact": "contact",
} as const;

/** A page the site serves at a fixed address (the store's category and product pages are not listed). */
export type PagePath = keyof typeof pageRoutes;

export const pagePaths = Object.keys(pageRoutes) as PagePath[];

/** The addresses whose page is still being written: they share the under-construction page. */
export type PlaceholderPath = {
  [P in PagePath]: (typeof pageRoutes)[P] extends "under-construction" ? P : never;
}[PagePath];

/** Old service addresses kept alive: each redirects to its business line's landing page. */
export const REDIRECTS = {
  "/services/industrial": "/mining-industrial",
  "/services/energy": "/energy-solutions",
  "/services/civil": "/civil-contracting",
} as const satisfies Record<string, PagePath>;

export type RedirectPath = keyof typeof REDIRECTS;

/**
 * The store's pages whose address ends in a value: a category's slug, a product's id. The route table's pattern
 * (`routePattern`) and every link (`categoryPath`, `productPath`) are built from these.
 */
export const storeRoutes = {
  category: { prefix: "/store/category/", param: "category", module: "store-category" },
  product: { prefix: "/store/product/", param: "id", module: "store-product" },
} as const;

export type StoreRoute = (typeof storeRoutes)[keyof typeof storeRoutes];

/** A store page's pattern for the route table: its address with `:param` where the value goes. */
export const routePattern = ({ prefix, param }: StoreRoute) => `${prefix}:${param}` as const;

/** A store category's address: `all`, `featured`, a catalogue category, or a slug the store does not know. */
export const categoryPath = (slug: string) => `${storeRoutes.category.prefix}${slug}` as const;

/** A product's page. */
export const productPath = (id: string) => `${storeRoutes.product.prefix}${id}` as const;
