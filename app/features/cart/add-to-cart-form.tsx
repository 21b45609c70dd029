import { useId, useState } from "react";
import { QuantityStepper } from "~/features/cart/quantity-stepper";
import type { CartItemInput } from "./state/cart-reducer";
import { AddToCartButton } from "./add-to-cart-button";
import { OrderNowLink } from "./order-now-link";

/** The product page's quantity stepper and Add to Cart, and beside it Order on WhatsApp when a number is given. */
export function AddToCartForm({ item, whatsappNumber }: { item: CartItemInput; whatsappNumber?: string }) {
  const [quantity, setQuantity] = useState(1);
  const fieldId = useId();
  return (
    <div className="flex flex-wrap items-center gap-4">
      <QuantityStepper value={quantity} onChange={setQuantity} productName={item.name} id={fieldId} />
      <AddToCartButton item={item} quantity={quantity} quantityFieldId={fieldId} size="lg" />
      {whatsappNumber && <OrderNowLink item={item} quantity={quantity} whatsappNumber={whatsappNumber} />}
    </div>
  );
}
