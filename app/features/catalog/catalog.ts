// The one place that reads product data (app/data/products/, checked at build): pages and islands get the products
// from here, as listing or detail views, each with its own price source. Build-time code only: an island gets the
// views it shows as props, so the browser never loads the catalogue (a unit test holds every other module to this).
import { products as data, storeFront } from "~/content/store/product-data";
import type { CategoryName, Product, ProductReviews } from "~/content/data-schema";
import {
  categoryPages,
  DESCRIPTION_PREVIEW_LENGTH,
  productSpecs,
  type CategoryFilter,
  type CategoryPage,
} from "~/content/store/store";

export { CATEGORY_NAMES, type CategoryName, type Product, type ProductReviews } from "~/content/data-schema";

/**
 * The store's products, in file-name order, withdrawn ones too (each keeps its page): prices are integer US cents,
 * as the files' amounts read.
 */
export const products: readonly Product[] = data;

/**
 * The products on sale in the order every list of the store (All Products, each category, search) shows them: those
 * staff listed first (app/data/store-front.json, `order`), in their order, then the rest in the catalogue's order.
 * A withdrawn product is left out, listed or not; an id listed twice or unknown adds nothing.
 */
export function listOrderOf(all: readonly Product[], orderIds: readonly string[]): readonly Product[] {
  const rank = new Map<string, number>();
  for (const id of orderIds) if (!rank.has(id)) rank.set(id, rank.size);
  const onSale = all.filter((product) => !product.withdrawn);
  const listed = onSale.filter((product) => rank.has(product.id));
  const rest = onSale.filter((product) => !rank.has(product.id));
  listed.sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
  return [...listed, ...rest];
}

/** The products on sale, in the store's list order: All Products, each category and the search list these. */
const onSale: readonly Product[] = listOrderOf(products, storeFront.order);

/**
 * The store front's featured products: those staff listed (app/data/store-front.json), in their order, less any
 * product withdrawn since.
 */
export function featuredOf(all: readonly Product[], featuredIds: readonly string[]): readonly Product[] {
  const byId = new Map(all.map((product) => [product.id as string, product]));
  return featuredIds.flatMap((id) => {
    const product = byId.get(id);
    return product && !product.withdrawn ? [product] : [];
  });
}

const featured = featuredOf(products, storeFront.featured);

/** A product as listings show it: the list price. */
export interface ListedProduct {
  id: string;
  name: string;
  priceCents: number;
  image: string;
  category: CategoryName;
  description: string;
  /** The average rating and how many reviews it is from; null when nobody has reviewed the product yet. */
  reviews: ProductReviews | null;
  /** The specification values a search also looks through: brand and model. */
  searchSpecs: readonly string[];
}

export interface SpecRow {
  label: string;
  value: string;
}

/** A product as its own page shows it: the detail price, the preview and the specification rows. */
export interface ProductDetail extends ListedProduct {
  /** Taken off sale: its page says so and links its category, and offers no Add to Cart. */
  withdrawn: boolean;
  descriptionPreview: string;
  categorySlug: string;
  categoryTitle: string;
  specs: readonly SpecRow[];
}

function listed(product: Product): ListedProduct {
  return {
    id: product.id,
    name: product.name,
    priceCents: product.listPriceCents,
    image: product.image,
    category: product.category,
    description: product.description,
    reviews: product.reviews,
    searchSpecs: [product.brand, modelCode(product.id)],
  };
}

function listedBy(filter: CategoryFilter): readonly Product[] {
  switch (filter.kind) {
    case "all":
      return onSale;
    case "featured":
      return featured;
    case "category":
      return onSale.filter((product) => product.category === filter.category);
  }
}

// Maps, not object lookups, so slugs such as "constructor" or "__proto__" are simply unknown.
const pagesBySlug = new Map(categoryPages.map((page) => [page.slug, page]));
const productsById = new Map(products.map((product) => [product.id as string, product]));

export interface CategoryListing {
  /** The heading: the category's title, or the slug itself when the store does not know it. */
  title: string;
  known: boolean;
  products: readonly ListedProduct[];
}

export function categoryListing(slug: string): CategoryListing {
  const page = pagesBySlug.get(slug);
  if (!page) return { title: slug, known: false, products: [] };
  return {
    title: page.title,
    known: true,
    products: listedBy(page.filter).map(listed),
  };
}

export function categoryPage(slug: string): CategoryPage | undefined {
  return pagesBySlug.get(slug);
}

export function featuredProducts(): readonly ListedProduct[] {
  return featured.map(listed);
}

/** Cut at DESCRIPTION_PREVIEW_LENGTH characters (Array.from: never half a surrogate pair), with "..." when cut. */
export function descriptionPreview(description: string): string {
  const characters = Array.from(description);
  if (characters.length <= DESCRIPTION_PREVIEW_LENGTH) return description;
  return `${characters.slice(0, DESCRIPTION_PREVIEW_LENGTH).join("").trimEnd()}...`;
}

/** Model code from the number in the id: prod-001 -> IS-001. */
export function modelCode(id: string): string {
  const number = /(\d+)$/.exec(id)?.[1] ?? id;
  return `${productSpecs.modelPrefix}${number}`;
}

const slugForCategory = new Map<CategoryName, CategoryPage>(
  categoryPages.flatMap((page) => (page.filter.kind === "category" ? [[page.filter.category, page]] : [])),
);

export function productDetail(id: string): ProductDetail | undefined {
  const product = productsById.get(id);
  if (!product) return undefined;
  const page = slugForCategory.get(product.category);
  const specs = productSpecs;
  return {
    ...listed(product),
    priceCents: product.detailPriceCents,
    withdrawn: product.withdrawn,
    descriptionPreview: descriptionPreview(product.description),
    categorySlug: page?.slug ?? "all",
    categoryTitle: page?.title ?? product.category,
    specs: [
      { label: specs.brand, value: product.brand },
      { label: specs.model, value: modelCode(product.id) },
      { label: specs.warranty, value: specs.warrantyValue },
      { label: specs.countryOfOrigin, value: product.countryOfOrigin },
      { label: specs.certification, value: product.certification },
      { label: specs.shippingWeight, value: specs.shippingWeightValue },
    ],
  };
}
