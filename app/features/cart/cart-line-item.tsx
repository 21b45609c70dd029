import { Trash2 } from "lucide-react";
import { Image } from "~/components/ui/image";
import { QuantityStepper } from "~/features/cart/quantity-stepper";
import { productPath } from "~/lib/store-paths";
import { cartCopy } from "~/content/store/store";
import { formatUsd, lineTotalCents } from "~/lib/money";
import type { CartLine } from "./state/cart-reducer";

/**
 * One line of the cart: photo, name, unit price, line total, quantity and Remove. A line whose price changed says
 * so beside its new price; a line no longer sold keeps the name it was added with, says it is no longer sold and
 * offers only Remove.
 */
export function CartLineItem({
  line,
  onQuantityChange,
  onRemove,
}: {
  line: CartLine;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}) {
  const remove = (
    <button
      type="button"
      onClick={onRemove}
      aria-label={cartCopy.remove(line.name)}
      className="inline-flex h-11 items-center gap-2 rounded-md px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
    >
      <Trash2 className="size-4" aria-hidden="true" />
      <span aria-hidden="true">Remove</span>
    </button>
  );
  return (
    <li
      className="flex flex-wrap gap-4 py-6 sm:gap-6"
      data-testid="cart-line"
      data-state={line.unavailable ? "no-longer-sold" : undefined}
    >
      <Image
        src={line.image}
        alt={line.name}
        width={160}
        height={120}
        sizes="(min-width: 640px) 9rem, 6rem"
        className={`aspect-[4/3] w-24 shrink-0 self-start rounded-md object-cover sm:w-36 ${line.unavailable ? "opacity-60 grayscale" : ""}`}
        fallback="compact"
      />
      <div className="flex min-w-0 flex-1 basis-48 flex-col gap-3">
        {line.unavailable ? (
          <div className="min-w-0">
            <h3 className="text-ink font-bold break-words">{line.name}</h3>
            {line.category && <p className="text-sm text-slate-600">{line.category}</p>}
            <p className="mt-2 inline-block rounded bg-slate-200 px-2 py-0.5 text-sm font-bold text-slate-800">
              {cartCopy.noLongerSold.label}
            </p>
            <p className="mt-1 text-sm text-slate-700">{cartCopy.noLongerSold.text}</p>
          </div>
        ) : (
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h3 className="text-ink font-bold break-words">
                <a href={productPath(line.id)} className="hover:underline">
                  {line.name}
                </a>
              </h3>
              {line.category && <p className="text-sm text-slate-600">{line.category}</p>}
              <p className="text-sm text-slate-600">
                {formatUsd(line.priceCents)} {cartCopy.each}
              </p>
              {line.previousPriceCents !== undefined && (
                <p className="mt-1 text-sm font-semibold text-amber-800" data-testid="price-changed">
                  {cartCopy.priceChanged(formatUsd(line.previousPriceCents), formatUsd(line.priceCents))}
                </p>
              )}
            </div>
            <p
              className="text-ink text-lg font-extrabold tabular-nums [overflow-wrap:anywhere]"
              data-testid="line-total"
            >
              {formatUsd(lineTotalCents(line.priceCents, line.quantity))}
            </p>
          </div>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          {!line.unavailable && (
            <QuantityStepper value={line.quantity} onChange={onQuantityChange} productName={line.name} />
          )}
          {remove}
        </div>
      </div>
    </li>
  );
}
