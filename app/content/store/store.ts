// The store's copy and rules: category pages, cart and checkout. The store home's copy is in store-home.ts and the
// product page's in store-product.ts, so each page ships only its own.
import type { CategoryName } from "../data-schema";
import { page } from "../page-entry";

/** Slugs that pages link to but the catalogue does not know; they are served as empty categories. */
export const LINKED_UNKNOWN_SLUGS = ["air-conditioning", "energy-solutions"] as const;

/**
 * What a category page lists: one catalogue category, every product on sale, or the store front's featured
 * products in the order staff chose (app/data/store-front.json).
 */
export type CategoryFilter =
  { kind: "category"; category: CategoryName } | { kind: "all" } | { kind: "featured" };

export interface CategoryPage {
  slug: string;
  /** The page heading. */
  title: string;
  /** Document title, unique across the site. */
  documentTitle: string;
  /** Meta description, 50 to 160 characters. */
  description: string;
  filter: CategoryFilter;
}

/** The store's categories, the one list of them: pages, links and breadcrumbs derive from it. */
export const storeCategories = [
  {
    slug: "mining",
    title: "Mining & Industrial",
    documentTitle: "Mining & Industrial Products",
    description:
      "Compressors, slurry pumps, air conditioners, gear reducers and valves for mines and plants. Order online, check out on WhatsApp.",
    filter: { kind: "category", category: "Mining & Industrial" },
  },
  {
    slug: "energy",
    title: "Energy Solutions",
    documentTitle: "Energy Solutions Products",
    description:
      "Solar panels, hybrid inverters, lithium batteries, transformers and armoured cable. Order online and check out on WhatsApp.",
    filter: { kind: "category", category: "Energy Solutions" },
  },
  {
    slug: "construction",
    title: "Civil Contracting",
    documentTitle: "Civil Contracting Products",
    description:
      "Concrete mixers, scaffolding, plate compactors, reinforcing bar and generators for building sites. Order and check out on WhatsApp.",
    filter: { kind: "category", category: "Civil Contracting" },
  },
  {
    slug: "all",
    title: "All Products",
    documentTitle: "All Products",
    description:
      "Every product in our store: mining and industrial equipment, energy solutions and civil contracting supplies, with WhatsApp checkout.",
    filter: { kind: "all" },
  },
  {
    slug: "featured",
    title: "Featured Products",
    documentTitle: "Featured Products",
    // Staff choose the featured products (store-front.json): the description names none of them, so it holds
    // whichever they choose.
    description:
      "Our featured products, chosen by our team from mining, energy and construction equipment, ready to order online with WhatsApp checkout.",
    filter: { kind: "featured" },
  },
] as const satisfies readonly CategoryPage[];

/** The same list, typed loosely for lookups by any slug. */
export const categoryPages: readonly CategoryPage[] = storeCategories;

type StoreCategory = (typeof storeCategories)[number];
export type CategorySlug = StoreCategory["slug"];
/** The slugs that list one catalogue category (not `all` or `featured`). */
export type CatalogueCategorySlug = Extract<StoreCategory, { filter: { kind: "category" } }>["slug"];

/** The store category that lists a catalogue category: product breadcrumbs link to it. */
export function categoryPageFor(name: CategoryName): StoreCategory {
  const found = storeCategories.find(
    (page): boolean => page.filter.kind === "category" && page.filter.category === name,
  );
  if (!found) throw new Error(`No store category lists ${name}`);
  return found;
}

export const categoryCopy = {
  back: { label: "Back to Store", href: "/store" },
  loading: "Loading products...",
  empty: "No products found in this category.",
  returnToStore: { label: "Return to Store", href: "/store" },
  viewDetails: "View Details",
  /** Meta description of a category slug the store does not know. */
  unknownDescription: (slug: string) =>
    `The store category ${slug} has no products. Browse our store for industrial, energy and construction products.`,
} as const;

/** Labels and fixed values of the product page's specifications table; catalog.ts builds the rows. */
export const productSpecs = {
  brand: "Brand",
  model: "Model",
  warranty: "Warranty",
  warrantyValue: "1 Year Limited",
  countryOfOrigin: "Country of Origin",
  certification: "Certification",
  shippingWeight: "Shipping Weight",
  shippingWeightValue: "45 kg",
  /** Model code from the number in the product id: prod-001 -> IS-001. */
  modelPrefix: "IS-",
} as const;

/** Orders above this get free delivery: $10,000 in cents. */
export const FREE_DELIVERY_THRESHOLD_CENTS = 1_000_000;
/** The description preview on the product page is cut at this many characters. */
export const DESCRIPTION_PREVIEW_LENGTH = 150;

export const cartCopy = {
  title: "Your Cart",
  loading: "Loading your cart...",
  noscript: "Your cart needs JavaScript. Please enable it, or call or e-mail our sales team to order.",
  empty: {
    title: "Your cart is empty",
    text: "Browse our store and add the products you need.",
    continueShopping: { label: "Continue Shopping", href: "/store" },
  },
  itemsHeading: "Items in your cart",
  each: "each",
  remove: (name: string) => `Remove ${name}`,
  /** A line whose product is withdrawn or gone: kept, named as it was added, until the buyer removes it. */
  noLongerSold: {
    label: "No longer sold",
    text: "We no longer sell this product, so it is not part of your order. Remove it when you have seen this.",
  },
  /** A line whose price is no longer one of the product's: it now costs the product's list price. */
  priceChanged: (was: string, now: string) =>
    `The price has changed from ${was} to ${now} since you added it.`,
  /** Every line no longer sold: nothing to send. */
  nothingToOrder: {
    title: "Nothing here can be ordered",
    text: "The products in your cart are no longer sold. Remove them, and browse the store for others.",
    continueShopping: { label: "Continue Shopping", href: "/store" },
  },
  summary: {
    title: "Order Summary",
    subtotal: "Subtotal",
    shipping: "Shipping",
    shippingValue: "Free",
    total: "Total",
    checkout: "Checkout via WhatsApp",
    newTab: "(opens WhatsApp in a new tab)",
    note: "Your order is sent to our sales team on WhatsApp. No payment is taken on this site.",
  },
  added: (name: string) => `${name} added to cart`,
  addToCart: "Add to Cart",
} as const;

/** The checkout message's fixed words: its first line, the total's label and the closing sentence. */
export const checkoutMessageCopy = {
  heading: "New Order Request",
  /** After the heading, on the message's first line. */
  reference: (reference: string) => ` - Ref. ${reference}`,
  total: "Total",
  closing: "Please provide your delivery details and preferred payment method. Thank you!",
} as const;

/** Title and description for meta tags, sharing and the sitemap. */
export const cartEntry = page(
  "/cart",
  "Your Cart",
  "Review the products in your cart and send your order to our sales team on WhatsApp. No payment is taken on this site.",
);
