// The store home page's copy: its hero, category cards, why-shop reasons and checkout steps.
import { BadgeCheck, Headset, ShieldCheck, Truck } from "lucide-react";
import { page } from "../page-entry";
import { categoryPath } from "../../lib/store-paths";
import type { CatalogueCategorySlug } from "./store";

const img = (photo: string, width = 800) =>
  `https://images.unsplash.com/${photo}?auto=format&fit=crop&w=${width}&q=70`;

export interface StoreCategoryCard {
  id: CatalogueCategorySlug;
  name: string;
  description: string;
  image: string;
  /** A fixed displayed count (48, 36, 25), not the number of products in the demo catalogue. */
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
  actions: [{ label: "Browse Products", href: categoryPath("featured") }],
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
    viewAll: [{ label: "View All Products", href: categoryPath("all") }],
  },
  whyShop: {
    title: "Why Shop With Us",
    items: [
      {
        icon: BadgeCheck,
        title: "Genuine Products",
        text: "Original equipment from brands we have supplied for more than 30 years.",
      },
      {
        icon: Truck,
        title: "Free Delivery",
        text: "Free delivery on orders over $10,000 across Zimbabwe and the region.",
      },
      {
        icon: ShieldCheck,
        title: "1 Year Warranty",
        text: "Every product carries a 1 year limited warranty, backed by our workshop.",
      },
      {
        icon: Headset,
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
    startShopping: [{ label: "Start Shopping", href: "/store" }],
  },
} as const;

/** Title and description for meta tags, sharing and the sitemap. */
export const storeEntry = page(
  "/store",
  "Product Store",
  "Order industrial, energy and construction products online and check out on WhatsApp with our sales team. No payment online.",
);
