// Copy for the cart's other ways to send an order: copy it, e-mail it, print it as a quotation. Cart pages only.
import { cartLink } from "../navigation";
import { page } from "../page-entry";

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
  emailSubject: (items: number, total: string, reference?: string) =>
    `New Order Request${reference === undefined ? "" : ` ${reference}`}: ${items} ${items === 1 ? "item" : "items"}, total ${total}`,
} as const;

export const quotationCopy = {
  title: "Quotation",
  loading: "Preparing your quotation...",
  noscript:
    "Your quotation is made from the cart kept in this browser, which needs JavaScript. Please enable it, or call or e-mail our sales team for a quotation.",
  reference: "Reference",
  date: "Date",
  intro: "Quotation for the products below, prepared on our website.",
  columns: { product: "Product", quantity: "Qty", unitPrice: "Unit price", lineTotal: "Line total" },
  note: "Prices are subject to confirmation by our sales team. Quote the reference above when you order.",
  print: "Print",
  backToCart: { label: "Back to Cart", href: cartLink.href },
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
