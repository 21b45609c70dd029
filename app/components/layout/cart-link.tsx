import { ShoppingCart } from "lucide-react";
import { CART_LINK_ATTRIBUTE } from "~/before-scripts/cart-badge";
import { cartLink, cartLinkName } from "~/content/navigation";

/**
 * Header cart icon; the badge shows the number of items and hides at 0. The page's inline script
 * (before-scripts/cart-badge.ts) counts the stored cart before the first paint and again whenever it changes, in
 * this tab or another, and puts the count on <html>, which the badge's CSS draws (app.css), and into the link's
 * name ("Cart, 3 items").
 */
export function CartLink() {
  return (
    <a
      href={cartLink.href}
      aria-label={cartLinkName(0)}
      {...{ [CART_LINK_ATTRIBUTE]: "" }}
      className="header-control relative inline-flex size-11 shrink-0 items-center justify-center rounded-md transition-colors"
    >
      <ShoppingCart className="size-6" aria-hidden="true" />
      <span
        aria-hidden="true"
        data-testid="cart-badge"
        className="bg-accent-500 text-ink cart-badge absolute -top-0.5 -right-0.5 min-w-5 rounded-full px-1 text-center text-xs leading-5 font-bold"
      />
    </a>
  );
}
