import { lazy, Suspense, useId, useState } from "react";
import { QuantityStepper } from "~/components/ui/quantity-stepper";
import type { CartItemInput } from "./cart-reducer";
import { AddToCartButton } from "./add-to-cart-button";

// The prerendered page already holds the link as plain HTML, which works before its code arrives; loading that
// code (and the message builder) on demand keeps it off the product page's first-visit scripts.
const OrderNowLink = lazy(() =>
  import("./order-now-link").then((module) => ({ default: module.OrderNowLink })),
);

/** The product page's quantity stepper and Add to Cart, and beside it Order on WhatsApp when a number is given. */
export function AddToCartForm({ item, whatsappNumber }: { item: CartItemInput; whatsappNumber?: string }) {
  const [quantity, setQuantity] = useState(1);
  const fieldId = useId();
  return (
    <div className="flex flex-wrap items-center gap-4">
      <QuantityStepper value={quantity} onChange={setQuantity} productName={item.name} id={fieldId} />
      <AddToCartButton item={item} quantity={quantity} quantityFieldId={fieldId} size="lg" />
      {whatsappNumber && (
        <Suspense fallback={null}>
          <OrderNowLink item={item} quantity={quantity} whatsappNumber={whatsappNumber} />
        </Suspense>
      )}
    </div>
  );
}
