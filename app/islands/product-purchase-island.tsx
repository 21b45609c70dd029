import { AddToCartForm } from "~/features/cart/add-to-cart-form";
import type { CartItemInput } from "~/features/cart/state/cart-reducer";
import { IslandRoot } from "./island-root";

/** A product page's quantity stepper, Add to Cart and order-now link. */
export function ProductPurchaseIsland({
  item,
  whatsappNumber,
}: {
  item: CartItemInput;
  whatsappNumber: string;
}) {
  return (
    <IslandRoot toasts>
      <AddToCartForm item={item} whatsappNumber={whatsappNumber} />
    </IslandRoot>
  );
}
