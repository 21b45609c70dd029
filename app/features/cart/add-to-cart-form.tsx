import { useId, useState } from "react";
import { QuantityStepper } from "~/components/ui/quantity-stepper";
import type { CartItemInput } from "./cart-reducer";
import { AddToCartButton } from "./add-to-cart-button";

/** The product page's quantity stepper and Add to Cart. */
export function AddToCartForm({ item }: { item: CartItemInput }) {
  const [quantity, setQuantity] = useState(1);
  const fieldId = useId();
  return (
    <div className="flex flex-wrap items-center gap-4">
      <QuantityStepper value={quantity} onChange={setQuantity} productName={item.name} id={fieldId} />
      <AddToCartButton item={item} quantity={quantity} quantityFieldId={fieldId} size="lg" />
    </div>
  );
}
