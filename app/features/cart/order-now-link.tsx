import { buttonVariants } from "~/components/ui/button";
import { orderNowCopy } from "~/content/order-now";
import { cartCopy } from "~/content/store/store";
import type { CartItemInput } from "./state/cart-reducer";
import { whatsappCheckoutUrl } from "./checkout-message";

/** "Order on WhatsApp": the checkout message for this product alone at the chosen quantity; the cart is untouched. */
export function OrderNowLink({
  item,
  quantity,
  whatsappNumber,
}: {
  item: CartItemInput;
  quantity: number;
  whatsappNumber: string;
}) {
  return (
    <a
      href={whatsappCheckoutUrl(whatsappNumber, [{ ...item, quantity }])}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonVariants({ variant: "outline", size: "lg" })}
    >
      {orderNowCopy.label}
      <span className="sr-only"> {cartCopy.summary.newTab}</span>
    </a>
  );
}
