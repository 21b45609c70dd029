import { useMemo } from "react";
import { Button, buttonVariants } from "~/components/ui/button";
import { cartCatalogue } from "~/content/cart-catalogue";
import { sharedListCopy } from "~/content/store/shared-list-page";
import { formatUsd, lineTotalCents } from "~/lib/money";
import type { CartLine } from "../state/cart-reducer";
import { useCart, useCartReady } from "../state/cart-context";
import { decodeSharedList, SHARED_LIST_PARAM, type SharedLine, type SkippedEntry } from "./shared-list";
import { WaitingForCart } from "../waiting-for-cart";

/** What a cart line keeps besides a product's name and price, by product id, from the catalogue at build time. */
export type ProductLooks = Readonly<Record<string, { image: string; category: string }>>;

const cell = "border-b border-slate-200 py-2 pr-3 align-top";
const numeric = `${cell} text-right tabular-nums whitespace-nowrap`;

function skippedText(entry: SkippedEntry): string {
  const { skipped } = sharedListCopy;
  switch (entry.reason) {
    case "unknown-product":
      return skipped.unknownProduct(entry.id);
    case "bad-quantity":
      return skipped.badQuantity(entry.name, entry.quantity);
    case "unreadable":
      return skipped.unreadable(entry.text);
  }
}

function toCartLine(line: SharedLine, looks: ProductLooks): CartLine {
  const look = Object.hasOwn(looks, line.id) ? looks[line.id] : undefined;
  return { ...line, image: look?.image ?? "", category: look?.category ?? "" };
}

/** The list a shared link carries, read from the address once in the browser: nothing changes until a tap. */
function ReadyList({ search, looks }: { search: string; looks: ProductLooks }) {
  const cart = useCart();
  const result = useMemo(
    () => decodeSharedList(new URLSearchParams(search).get(SHARED_LIST_PARAM), cartCatalogue),
    [search],
  );

  if (result.kind === "error") {
    return (
      <div className="grid justify-items-start gap-4">
        <p className="text-ink font-semibold">{sharedListCopy.errors[result.reason]}</p>
        <p className="text-slate-700">{sharedListCopy.errorHint}</p>
        <a href={sharedListCopy.browse.href} className={buttonVariants({ variant: "secondary" })}>
          {sharedListCopy.browse.label}
        </a>
      </div>
    );
  }

  const take = (replace: boolean) => {
    if (replace) cart.clearCart();
    for (const line of result.lines) cart.addItem(toCartLine(line, looks), line.quantity);
    window.location.assign(sharedListCopy.toCart.href);
  };
  const total = result.lines.reduce((sum, line) => sum + lineTotalCents(line.priceCents, line.quantity), 0);
  const { columns } = sharedListCopy;

  return (
    <div className="grid gap-6">
      <p className="text-slate-700">{sharedListCopy.intro}</p>
      {result.lines.length > 0 && (
        <>
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr className="text-left text-xs tracking-wider text-slate-700 uppercase">
                <th scope="col" className={cell}>
                  {columns.product}
                </th>
                <th scope="col" className={numeric}>
                  {columns.quantity}
                </th>
                <th scope="col" className={`${numeric} max-sm:hidden`}>
                  {columns.unitPrice}
                </th>
                <th scope="col" className={numeric}>
                  {columns.lineTotal}
                </th>
              </tr>
            </thead>
            <tbody>
              {result.lines.map((line) => (
                <tr key={line.id} data-testid="shared-line">
                  <td className={cell}>{line.name}</td>
                  <td className={numeric}>{line.quantity}</td>
                  <td className={`${numeric} max-sm:hidden`}>{formatUsd(line.priceCents)}</td>
                  <td className={numeric}>{formatUsd(lineTotalCents(line.priceCents, line.quantity))}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="text-ink text-right text-lg font-bold">
            {sharedListCopy.total}: <span data-testid="shared-total">{formatUsd(total)}</span>
          </p>
          <div className="grid gap-3 sm:flex sm:flex-wrap sm:items-start">
            <Button type="button" variant="secondary" onClick={() => take(false)}>
              {sharedListCopy.add}
            </Button>
            <Button
              type="button"
              variant="outline"
              aria-describedby="replace-hint"
              onClick={() => take(true)}
            >
              {sharedListCopy.replace}
            </Button>
            <p id="replace-hint" className="text-sm text-slate-700 sm:basis-full">
              {sharedListCopy.replaceHint(cart.totalItems)}
            </p>
          </div>
        </>
      )}
      {result.skipped.length > 0 && (
        <section
          aria-labelledby="skipped-heading"
          className="rounded-md border border-amber-300 bg-amber-50 p-4"
        >
          <h2 id="skipped-heading" className="text-ink font-bold">
            {sharedListCopy.skippedHeading}
          </h2>
          <ul className="mt-2 list-disc pl-5 text-sm text-slate-800">
            {result.skipped.map((entry, index) => (
              <li key={index}>{skippedText(entry)}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** The shared list's page body: waiting for the browser (the list is in the address), then the list. */
export function SharedListView({ looks }: { looks: ProductLooks }) {
  const ready = useCartReady();
  if (!ready) {
    return <WaitingForCart loading={sharedListCopy.loading} noscript={sharedListCopy.noscript} />;
  }
  return <ReadyList search={window.location.search} looks={looks} />;
}
