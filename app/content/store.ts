// The store's copy and rules: home page sections, category pages, product-page notes, reviews, cart and checkout.
import type { CategoryName } from "./products";

const img = (photo: string, width = 800) =>
  `https://images.unsplash.com/${photo}?auto=format&fit=crop&w=${width}&q=70`;

/** How many products the store home and the `featured` category show: the first four of the catalogue. */
export const FEATURED_COUNT = 4;

/** Category slugs the store knows and what each lists (SPEC.md section 9). */
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

export const categoryPages: readonly CategoryPage[] = [
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
    description:
      "Our featured products: heavy-duty compressors, slurry pumps, industrial air conditioning and solar panels, ready to order today.",
    filter: { kind: "featured" },
  },
];

export interface StoreCategoryCard {
  id: "mining" | "energy" | "construction";
  name: string;
  description: string;
  image: string;
  /** Static displayed count (SPEC.md section 3), not the number of products in the demo catalogue. */
  items: number;
}

export const storeCategoryCards: readonly StoreCategoryCard[] = [
  {
    id: "mining",
    name: "Mining & Industrial",
    description: "Compressors, pumps, air conditioning, power transmission, pipes and valves.",
    image: img("photo-1581091226825-a6a2a5aee158"),
    items: 48,
  },
  {
    id: "energy",
    name: "Energy Solutions",
    description: "Solar panels, inverters, batteries, transformers and electrical materials.",
    image: img("photo-1509391366360-2e959784a276"),
    items: 36,
  },
  {
    id: "construction",
    name: "Civil Contracting",
    description: "Mixers, scaffolding, compactors, reinforcing steel and site generators.",
    image: img("photo-1541888946425-d81bb19240f5"),
    items: 25,
  },
];

export const storeHome = {
  eyebrow: "Product Store",
  title: "Equipment and Supplies, Ordered in Minutes",
  intro:
    "Browse industrial, energy and construction products, add them to your cart and send your order to our sales team on WhatsApp. No payment is taken online.",
  image: {
    src: img("photo-1504328345606-18bbc8c9d7d1", 1600),
    alt: "Industrial equipment in a warehouse",
  },
  browse: { label: "Browse Products", href: "/store/category/featured" },
  categories: {
    eyebrow: "Shop by Category",
    title: "Product Categories",
    intro: "Three business lines, one order. Pick a category to see what we supply.",
    itemsLabel: (items: number) => `${items} items`,
  },
  featured: {
    eyebrow: "Popular Right Now",
    title: "Featured Products",
    intro: "Equipment our mining, energy and construction customers order most.",
    viewAll: { label: "View All Products", href: "/store/category/all" },
  },
  whyShop: {
    title: "Why Shop With Us",
    items: [
      {
        icon: "badge",
        title: "Genuine Products",
        text: "Original equipment from brands we have supplied for more than 30 years.",
      },
      {
        icon: "truck",
        title: "Free Delivery",
        text: "Free delivery on orders over $10,000 across Zimbabwe and the region.",
      },
      {
        icon: "shield",
        title: "1 Year Warranty",
        text: "Every product carries a 1 year limited warranty, backed by our workshop.",
      },
      {
        icon: "headset",
        title: "Expert Advice",
        text: "Engineers who help you choose the right equipment before you order.",
      },
    ],
  },
  checkout: {
    eyebrow: "Simple Ordering",
    title: "Order in Three Steps",
    intro: "No accounts and no online payment: your order goes straight to our sales team.",
    steps: [
      { title: "Add to Cart", text: "Browse the store and add the products and quantities you need." },
      {
        title: "Checkout via WhatsApp",
        text: "Open your cart and send the prefilled order message to our sales team on WhatsApp.",
      },
      {
        title: "Confirm and Receive",
        text: "We confirm price, delivery and payment with you, then deliver to your site.",
      },
    ],
    startShopping: { label: "Start Shopping", href: "/store" },
  },
} as const;

export type WhyShopIcon = (typeof storeHome.whyShop.items)[number]["icon"];

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

/** Orders above this get free delivery (SPEC.md section 9): $10,000 in cents. */
export const FREE_DELIVERY_THRESHOLD_CENTS = 1_000_000;
/** The description preview on the product page is cut at this many characters. */
export const DESCRIPTION_PREVIEW_LENGTH = 150;

export const productCopy = {
  loading: "Loading product...",
  breadcrumbStore: { label: "Store", href: "/store" },
  notes: {
    stock: "In stock, ready to ship",
    delivery: "Free delivery on orders over $10,000",
    warranty: "1 year warranty included",
  },
  tabsLabel: "Product information",
  tabs: { description: "Description", specifications: "Specifications", reviews: "Reviews" },
  specs: {
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
  },
  reviewsSummary: (rating: number, count: number) => `${rating.toFixed(1)} out of 5 (${count} reviews)`,
  loadMoreReviews: "Load More Reviews",
  notFound: {
    title: "Product Not Found",
    /** The meta description of an unknown product's page. */
    description:
      "This product is not in our store. Browse the store for industrial, energy and construction products.",
    text: "The product you're looking for doesn't exist or has been removed.",
    returnToStore: { label: "Return to Store", href: "/store" },
  },
} as const;

export interface Review {
  author: string;
  role: string;
  date: string;
  rating: number;
  text: string;
}

/** Static reviews shown on every product page (SPEC.md: reviews are static). */
export const reviews: readonly Review[] = [
  {
    author: "Tendai M.",
    role: "Plant Engineer, Bulawayo",
    date: "2026-03-14",
    rating: 5,
    text: "Delivered to site within the week and installed without a hitch. The sales team answered every question on WhatsApp.",
  },
  {
    author: "Sarah K.",
    role: "Procurement Manager, Harare",
    date: "2026-01-28",
    rating: 5,
    text: "Genuine parts, fair price and the paperwork we needed for our audit. We now order all our spares here.",
  },
  {
    author: "Joseph N.",
    role: "Site Foreman, Mutare",
    date: "2025-11-09",
    rating: 4,
    text: "Solid equipment that has run every shift since it arrived. Delivery took a day longer than promised.",
  },
];

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

/** The checkout message (SPEC.md section 9). */
export const checkoutMessageCopy = {
  heading: "New Order Request",
  total: "Total",
  closing: "Please provide your delivery details and preferred payment method. Thank you!",
} as const;
