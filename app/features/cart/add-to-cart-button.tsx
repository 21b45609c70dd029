import { ShoppingCart } from "lucide-react";
import { toast } from "sonner";
import { Button, type ButtonProps } from "~/components/ui/button";
import { cartCopy } from "~/content/store";
import type { CartItemInput } from "./cart-reducer";
import { useCart } from "./cart-context";

/** SPEC.md section 9: the add-to-cart toast stays 3 seconds. */
export const ADD_TOAST_MS = 3_000;

/** Adds the item (at the price of the page it is on) and confirms with a toast. */
export function AddToCartButton({
  item,
  quantity = 1,
  ...props
}: { item: CartItemInput; quantity?: number } & Omit<ButtonProps, "onClick" | "children">) {
  const { addItem } = useCart();
  return (
    <Button
      type="button"
      onClick={() => {
        addItem(item, quantity);
        // Sonner's rich success colours (green on pale green) fall short of WCAG AA contrast; the plain style passes.
        toast.success(cartCopy.added(item.name), { duration: ADD_TOAST_MS, richColors: false });
      }}
      {...props}
    >
      <ShoppingCart aria-hidden="true" />
      {cartCopy.addToCart}
      <span className="sr-only">, {item.name}</span>
    </Button>
  );
}
