// Copy the cart page shows for the cart as a link (Share list) and the order's reference. Cart pages only; the
// shared list's page and Your orders have theirs in shared-list-page.ts and orders-page.ts.
import { ordersLink } from "../navigation";

export const shareListCopy = {
  share: "Share list",
  /** The Web Share sheet's title. */
  shareTitle: "Product list",
  copied: "Link copied. Paste it into a chat or an e-mail: it opens this list.",
  fallback: {
    label: "Link to this list",
    hint: "Copying was not allowed here. The link below is selected: copy it with Ctrl+C (Cmd+C on a Mac).",
  },
  /** Once the order has been sent, printed or shared. */
  currentReference: "Your order's reference:",
  ordersLink,
  /** The e-mail's line with the list's link. */
  emailLink: (url: string) => `Open this list on our website: ${url}`,
} as const;
