import { ShoppingCart } from "lucide-react";
import { Link } from "react-router";
import { CART_LINK_ATTRIBUTE } from "~/before-scripts/cart-badge";
import { cartLink, cartLinkName } from "~/content/navigation";

const badgeClass =
  "bg-accent-500 text-ink absolute -top-0.5 -right-0.5 min-w-5 rounded-full px-1 text-center text-xs leading-5 font-bold";

/**
 * Header cart icon; the badge shows the number of items and hides at 0. Until the stored cart has been read
 * (`ready`), the badge is drawn by CSS from the count the inline script in <head> found before the first paint
 * (before-scripts/cart-badge.ts), so a returning buyer sees it at once and React hydrates the same empty element.
 */
export function CartLink({ count, ready }: { count: number; ready: boolean }) {
  return (
    <Link
      to={cartLink.href}
      aria-label={cartLinkName(count)}
      // The inline script may have named the link by the stored cart's count already; React keeps that name
      // until the cart is read, then sets its own, the same.
      suppressHydrationWarning
      {...{ [CART_LINK_ATTRIBUTE]: "" }}
      className="header-control relative inline-flex size-11 items-center justify-center rounded-md transition-colors"
    >
      <ShoppingCart className="size-6" aria-hidden="true" />
      {!ready ? (
        <span
          aria-hidden="true"
          data-testid="cart-badge-early"
          className={`${badgeClass} cart-badge-early`}
        />
      ) : (
        count > 0 && (
          <span data-testid="cart-badge" className={badgeClass}>
            {count}
          </span>
        )
      )}
    </Link>
  );
}
