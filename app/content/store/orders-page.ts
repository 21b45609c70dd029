// Copy for Your orders: the orders sent from this device.
import { cartLink, ordersLink } from "../navigation";
import { page } from "../page-entry";

export const ordersCopy = {
  title: ordersLink.label,
  loading: "Reading your orders...",
  noscript: "Your orders are kept in this browser, which needs JavaScript to show them.",
  intro:
    "The orders you sent from this device, the latest first (the last 20). They are kept on this device only.",
  empty: {
    title: "No orders sent yet",
    text: "Orders you send from your cart (WhatsApp, e-mail, copy or print) show here.",
    browse: { label: "Browse the store", href: "/store" },
  },
  reference: "Reference",
  sent: "Sent",
  total: "Total",
  again: "Order again",
  againLabel: (reference: string) => `Order again: ${reference}`,
  /** Lines of an old order the catalogue no longer has. */
  gone: (names: string) => `No longer sold, not added: ${names}.`,
  toCart: cartLink.href,
} as const;

export const ordersEntry = page(
  ordersLink.href,
  ordersLink.label,
  "The orders you sent from this device, with their references, to see again or order again.",
);
