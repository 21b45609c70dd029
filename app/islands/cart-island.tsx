import { CartContents } from "~/features/cart/cart-contents";
import { IslandRoot } from "./island-root";

/** The cart page: its lines, the order summary and the ways to send the order. */
export function CartIsland({ whatsappNumber, salesEmail }: { whatsappNumber: string; salesEmail: string }) {
  return (
    <IslandRoot toasts>
      <CartContents whatsappNumber={whatsappNumber} salesEmail={salesEmail} />
    </IslandRoot>
  );
}
