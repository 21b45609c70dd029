import { ShoppingCart } from "lucide-react";
import { useEffect, useEffectEvent } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { notify } from "~/components/ui/toaster";
import { cartCopy } from "~/content/store/store";
import { EARLY, type EarlyAction, type EarlyAddToCart } from "~/before-scripts/early-actions";
import { takeEarlyActions } from "~/before-scripts/early-actions-queue";
import type { CartItemInput } from "./state/cart-reducer";
import { useCart } from "./state/cart-context";

/** The add-to-cart toast stays 3 seconds. */
export const ADD_TOAST_MS = 3_000;

/**
 * Adds the item (at the price of the page it is on) and confirms with a toast. A tap made before the page's
 * scripts arrived was recorded by the page's inline script (with the quantity its field showed then) and is
 * carried out here, once, as soon as the button is live.
 */
export function AddToCartButton({
  item,
  quantity = 1,
  quantityFieldId,
  ...props
}: {
  item: CartItemInput;
  quantity?: number;
  /** The quantity field whose text an early tap reads. */
  quantityFieldId?: string;
} & Omit<ButtonProps, "onClick" | "children">) {
  const { addItem } = useCart();
  const add = (count: number) => {
    addItem(item, count);
    notify({ kind: "success", message: cartCopy.added(item.name), duration: ADD_TOAST_MS });
  };

  const takeEarlyTaps = useEffectEvent(() => {
    const mine = (action: EarlyAction): action is EarlyAddToCart =>
      action.kind === "add-to-cart" && action.productId === item.id;
    for (const tap of takeEarlyActions(mine)) add(tap.quantity);
  });
  useEffect(() => takeEarlyTaps(), []);

  return (
    <Button
      type="button"
      onClick={() => add(quantity)}
      {...{ [EARLY.action]: "add-to-cart", [EARLY.product]: item.id, [EARLY.quantityFrom]: quantityFieldId }}
      {...props}
    >
      <ShoppingCart aria-hidden="true" />
      {cartCopy.addToCart}
      <span className="sr-only">, {item.name}</span>
    </Button>
  );
}
