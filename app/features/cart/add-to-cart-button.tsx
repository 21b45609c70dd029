import { ShoppingCart } from "lucide-react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { notify } from "~/components/ui/toaster";
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
        notify({ kind: "success", message: cartCopy.added(item.name), duration: ADD_TOAST_MS });
      }}
      {...props}
    >
      <ShoppingCart aria-hidden="true" />
      {cartCopy.addToCart}
      <span className="sr-only">, {item.name}</span>
    </Button>
  );
}
