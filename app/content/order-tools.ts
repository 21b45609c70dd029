// Copy for the buyer's other ways to order: copy, e-mail, print a quotation, order one product, search and sort.
import { page } from "./pages";
import { cartEntry } from "./store";

export const orderToolsCopy = {
  heading: "Other ways to send your order",
  copy: "Copy order",
  copied: "Order copied. Paste it into an e-mail, chat or your purchase system.",
  copyFallback: {
    label: "Your order as text",
    hint: "Copying was not allowed here. The text below is selected: copy it with Ctrl+C (Cmd+C on a Mac).",
  },
  email: "Send by e-mail",
  emailTooLong:
    "This order is too long to open in an e-mail program. Use Copy order and paste it into an e-mail to our sales team at",
  print: "Print quotation",
  /** The e-mail subject: names the order so the sales team can find it. */
  emailSubject: (items: number, total: string) =>
    `New Order Request: ${items} ${items === 1 ? "item" : "items"}, total ${total}`,
} as const;

export const quotationCopy = {
  title: "Quotation",
  loading: "Preparing your quotation...",
  reference: "Reference",
  date: "Date",
  intro: "Quotation for the products below, prepared on our website.",
  columns: { product: "Product", quantity: "Qty", unitPrice: "Unit price", lineTotal: "Line total" },
  note: "Prices are subject to confirmation by our sales team. Quote the reference above when you order.",
  print: "Print",
  backToCart: { label: "Back to Cart", href: cartEntry.path },
  empty: {
    title: "Your cart is empty",
    text: "Add products to your cart to print a quotation.",
    continueShopping: { label: "Continue Shopping", href: "/store" },
  },
} as const;

export const QUOTATION_PATH = "/cart/quotation";

export const quotationEntry = page(
  QUOTATION_PATH,
  "Quotation",
  "A printable quotation of the products in your cart, with a reference to quote back to our sales team.",
);

export const orderNowCopy = {
  label: "Order on WhatsApp",
  newTab: "(opens WhatsApp in a new tab)",
} as const;

export const searchCopy = {
  label: "Search products",
  placeholder: "Pump, solar, Atlas, IS-004...",
  submit: "Search",
  action: "/store/category/all",
  resultsFor: (query: string, count: number) =>
    `${count} ${count === 1 ? "product matches" : "products match"} "${query}"`,
  noResults: (query: string) => `No products match "${query}".`,
  clear: "Show all products",
  sort: { label: "Sort by", apply: "Sort", default: "Featured order" },
  sortOptions: [
    { value: "price-asc", label: "Price: low to high" },
    { value: "price-desc", label: "Price: high to low" },
    { value: "name", label: "Name" },
  ],
} as const;
