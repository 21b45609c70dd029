// Copy for the page a shared list opens on.
import { cartLink } from "../navigation";
import { page } from "../page-entry";

export const sharedListCopy = {
  title: "Shared product list",
  loading: "Reading the list...",
  noscript:
    "A shared list is read in your browser, which needs JavaScript. Please enable it, or ask for the list as text.",
  intro: "Someone shared this list with you. Names and prices are today's, from our catalogue.",
  columns: { product: "Product", quantity: "Qty", unitPrice: "Unit price", lineTotal: "Line total" },
  total: "Total",
  add: "Add to my cart",
  replace: "Replace my cart",
  replaceHint: (items: number) =>
    items === 0
      ? "Your cart is empty."
      : `Replace my cart removes the ${items === 1 ? "1 item" : `${items} items`} in your cart now.`,
  skippedHeading: "Not added from this link",
  skipped: {
    unknownProduct: (id: string) => `${id}: a product we do not sell (any more).`,
    badQuantity: (name: string, quantity: string) =>
      `${name}: "${quantity}" is not a quantity from 1 to 9,999.`,
    unreadable: (text: string) => `"${text}": not a line of a list.`,
  },
  errors: {
    missing: "This link has no list in it.",
    "too-long": "This link is too long to be a list from our website.",
    empty: "This link's list has no products.",
  },
  errorHint: "Ask for the link again, or browse the store.",
  browse: { label: "Browse the store", href: "/store" },
  toCart: cartLink,
} as const;

export const sharedListEntry = page(
  "/cart/shared",
  "Shared product list",
  "A product list shared from our store: see it with today's prices and add it to your cart.",
);
