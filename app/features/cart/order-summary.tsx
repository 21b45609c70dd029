import { MessageCircle } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { cartCopy } from "~/content/store/store";
import { cn } from "~/lib/cn";
import { formatUsd } from "~/lib/money";

/**
 * Subtotal, free shipping, total (= subtotal) and the WhatsApp checkout link, opened in a new tab. `onCheckout` runs
 * as the link is followed, and may change where it goes.
 */
export function OrderSummary({
  subtotalCents,
  checkoutUrl,
  onCheckout,
}: {
  subtotalCents: number;
  checkoutUrl: string;
  onCheckout?: (link: HTMLAnchorElement) => void;
}) {
  const { summary } = cartCopy;
  const rows = [
    { label: summary.subtotal, value: formatUsd(subtotalCents) },
    { label: summary.shipping, value: summary.shippingValue },
  ];
  return (
    <section aria-labelledby="order-summary" className="rounded-lg border border-slate-200 bg-slate-50 p-6">
      <h2 id="order-summary" className="text-ink text-xl font-bold">
        {summary.title}
      </h2>
      <dl className="mt-4 grid gap-3">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-wrap justify-between gap-x-4">
            <dt className="text-slate-700">{row.label}</dt>
            <dd className="text-ink font-semibold tabular-nums [overflow-wrap:anywhere]">{row.value}</dd>
          </div>
        ))}
        <div className="flex flex-wrap justify-between gap-x-4 border-t border-slate-300 pt-3 text-lg">
          <dt className="text-ink font-bold">{summary.total}</dt>
          <dd
            className="text-ink font-extrabold tabular-nums [overflow-wrap:anywhere]"
            data-testid="cart-total"
          >
            {formatUsd(subtotalCents)}
          </dd>
        </div>
      </dl>
      <a
        href={checkoutUrl}
        onClick={(event) => onCheckout?.(event.currentTarget)}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(buttonVariants({ variant: "secondary", size: "full" }), "mt-6")}
      >
        <MessageCircle aria-hidden="true" />
        {summary.checkout}
        <span className="sr-only"> {summary.newTab}</span>
      </a>
      <p className="mt-4 text-sm text-slate-600">{summary.note}</p>
    </section>
  );
}
