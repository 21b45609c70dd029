import { ShoppingCart } from "lucide-react";
import { Link } from "react-router";
import { cartLink } from "~/content/navigation";
import { cn } from "~/lib/cn";

/** Header cart icon; the badge shows the number of items and hides at 0. */
export function CartLink({ count, light }: { count: number; light: boolean }) {
  const label = count > 0 ? `${cartLink.label}, ${count} ${count === 1 ? "item" : "items"}` : cartLink.label;
  return (
    <Link
      to={cartLink.href}
      aria-label={label}
      className={cn(
        "relative inline-flex size-11 items-center justify-center rounded-md transition-colors",
        light ? "text-white hover:bg-white/10" : "text-ink hover:bg-slate-100",
      )}
    >
      <ShoppingCart className="size-6" aria-hidden="true" />
      {count > 0 && (
        <span
          data-testid="cart-badge"
          className="bg-accent-500 text-ink absolute -top-0.5 -right-0.5 min-w-5 rounded-full px-1 text-center text-xs leading-5 font-bold"
        >
          {count}
        </span>
      )}
    </Link>
  );
}
