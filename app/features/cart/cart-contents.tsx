import { ShoppingCart } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import type { QuotationCompany } from "~/content/quotation-company";
import { cartCopy } from "~/content/store/store";
import { CartLineItem } from "./cart-line-item";
import { useCart, useCartReady } from "./state/cart-context";
import { orderLines } from "./state/cart-reducer";
import { whatsappCheckoutUrl } from "./checkout-message";
import { OrderActions } from "./order-actions";
import { OrderSummary } from "./order-summary";
import { sendOrder, useSentReference } from "./orders/send-order";
import { WaitingForCart } from "./waiting-for-cart";

/**
 * The cart page body: waiting for the stored cart, empty, or the lines and the order summary; when every line is
 * no longer sold, the lines and a word that nothing can be ordered.
 */
export function CartContents({
  whatsappNumber,
  salesEmail,
  company,
}: {
  whatsappNumber: string;
  salesEmail: string;
  /** The company and terms the quotation's PDF states. */
  company: QuotationCompany;
}) {
  const { lines, subtotalCents, updateQuantity, removeItem } = useCart();
  const ready = useCartReady();
  const sent = useSentReference(lines);

  if (!ready) {
    return <WaitingForCart loading={cartCopy.loading} noscript={cartCopy.noscript} tall />;
  }

  if (lines.length === 0) {
    return (
      <div className="flex flex-col items-center py-16 text-center">
        <ShoppingCart className="size-16 text-slate-300" aria-hidden="true" />
        <h2 className="text-ink mt-6 text-2xl font-bold">{cartCopy.empty.title}</h2>
        <p className="mt-2 text-slate-600">{cartCopy.empty.text}</p>
        <a
          href={cartCopy.empty.continueShopping.href}
          className={`${buttonVariants({ variant: "secondary", size: "lg" })} mt-8`}
        >
          {cartCopy.empty.continueShopping.label}
        </a>
      </div>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-10 lg:grid-cols-[1fr_22rem] lg:items-start">
      <section aria-labelledby="cart-items">
        <h2 id="cart-items" className="sr-only">
          {cartCopy.itemsHeading}
        </h2>
        <ul className="divide-y divide-slate-200 border-y border-slate-200">
          {lines.map((line) => (
            <CartLineItem
              key={line.id}
              line={line}
              onQuantityChange={(quantity) => updateQuantity(line.id, quantity)}
              onRemove={() => removeItem(line.id)}
            />
          ))}
        </ul>
      </section>
      {orderLines(lines).length > 0 ? (
        <div className="grid grid-cols-1 gap-6">
          <OrderSummary
            subtotalCents={subtotalCents}
            checkoutUrl={whatsappCheckoutUrl(whatsappNumber, lines, sent ?? undefined)}
            onCheckout={(link) => {
              // The reference is made as the buyer sends: the link followed is the one that carries it.
              link.href = whatsappCheckoutUrl(whatsappNumber, lines, sendOrder(lines));
            }}
          />
          <OrderActions lines={lines} salesEmail={salesEmail} company={company} />
        </div>
      ) : (
        <section
          aria-labelledby="nothing-to-order"
          className="rounded-lg border border-slate-200 bg-slate-50 p-6"
        >
          <h2 id="nothing-to-order" className="text-ink text-xl font-bold">
            {cartCopy.nothingToOrder.title}
          </h2>
          <p className="mt-2 text-slate-700">{cartCopy.nothingToOrder.text}</p>
          <a
            href={cartCopy.nothingToOrder.continueShopping.href}
            className={`${buttonVariants({ variant: "secondary", size: "full" })} mt-6`}
          >
            {cartCopy.nothingToOrder.continueShopping.label}
          </a>
        </section>
      )}
    </div>
  );
}
