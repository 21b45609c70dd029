import { useMemo } from "react";
import { Button, buttonVariants } from "~/components/ui/button";
import { cartCatalogue } from "~/content/cart-catalogue";
import { ordersCopy } from "~/content/store/orders-page";
import { longDate } from "~/lib/long-date";
import { formatUsd } from "~/lib/money";
import { catalogueLine } from "~/lib/stored-cart";
import type { ProductLooks } from "../share/shared-list-view";
import { useCart, useCartReady } from "../state/cart-context";
import { browserStorage } from "../state/cart-storage";
import { loadOrders, type KeptOrder } from "./order-history";
import { WaitingForCart } from "../waiting-for-cart";

function sentDate(iso: string): string {
  const date = new Date(iso);
  return longDate(date.getFullYear(), date.getMonth(), date.getDate());
}

function OrderCard({ order, looks }: { order: KeptOrder; looks: ProductLooks }) {
  const { addItem } = useCart();
  // Today's catalogue names and prices: a product no longer sold is named, not added.
  const gone = order.lines.filter((line) => catalogueLine(line.id, line.priceCents, cartCatalogue) === null);
  const again = () => {
    for (const line of order.lines) {
      const product = catalogueLine(line.id, line.priceCents, cartCatalogue);
      if (product === null) continue;
      const look = Object.hasOwn(looks, line.id) ? looks[line.id] : undefined;
      addItem(
        { id: line.id, ...product, image: look?.image ?? "", category: look?.category ?? "" },
        line.quantity,
      );
    }
    window.location.assign(ordersCopy.toCart);
  };
  const headingId = `order-${order.reference}`;
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id={headingId} className="text-ink text-lg font-bold">
          {ordersCopy.reference} <span className="font-mono">{order.reference}</span>
        </h2>
        <dl className="mt-1 flex flex-wrap gap-x-6 text-sm text-slate-700">
          <div className="flex gap-2">
            <dt>{ordersCopy.sent}</dt>
            <dd>{sentDate(order.sentAt)}</dd>
          </div>
          <div className="flex gap-2">
            <dt>{ordersCopy.total}</dt>
            <dd className="text-ink font-semibold tabular-nums">{formatUsd(order.totalCents)}</dd>
          </div>
        </dl>
        <ul className="mt-3 grid gap-1 text-sm text-slate-800">
          {order.lines.map((line) => (
            <li key={line.id}>
              {line.name} x {line.quantity}
            </li>
          ))}
        </ul>
        {gone.length > 0 && (
          <p className="mt-3 text-sm text-slate-700">
            {ordersCopy.gone(gone.map((line) => line.name).join(", "))}
          </p>
        )}
        <Button
          type="button"
          variant="secondary"
          className="mt-4"
          aria-label={ordersCopy.againLabel(order.reference)}
          disabled={gone.length === order.lines.length}
          onClick={again}
        >
          {ordersCopy.again}
        </Button>
      </article>
    </li>
  );
}

function ReadyOrders({ looks }: { looks: ProductLooks }) {
  const orders = useMemo(() => loadOrders(browserStorage()), []);
  if (orders.length === 0) {
    const { empty } = ordersCopy;
    return (
      <div className="flex flex-col items-center py-16 text-center">
        <h2 className="text-ink text-2xl font-bold">{empty.title}</h2>
        <p className="mt-2 text-slate-600">{empty.text}</p>
        <a
          href={empty.browse.href}
          className={`${buttonVariants({ variant: "secondary", size: "lg" })} mt-8`}
        >
          {empty.browse.label}
        </a>
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      <p className="text-slate-700">{ordersCopy.intro}</p>
      <ul className="grid gap-4">
        {orders.map((order) => (
          <OrderCard key={order.reference} order={order} looks={looks} />
        ))}
      </ul>
    </div>
  );
}

/** Your orders: the orders sent from this device, read once the page is in the browser, each to order again. */
export function OrdersView({ looks }: { looks: ProductLooks }) {
  const ready = useCartReady();
  if (!ready) {
    return <WaitingForCart loading={ordersCopy.loading} noscript={ordersCopy.noscript} />;
  }
  return <ReadyOrders looks={looks} />;
}
