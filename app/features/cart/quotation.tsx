import { ArrowLeft, Loader2, Printer, ShoppingCart } from "lucide-react";
import { useMemo, useState } from "react";
import { Button, buttonVariants } from "~/components/ui/button";
import { cartCatalogue } from "~/content/cart-catalogue";
import type { QuotationCompany } from "~/content/quotation-company";
import { quotationCopy } from "~/content/store/order-tools";
import { useCart, useCartReady } from "./state/cart-context";
import { orderReference } from "./orders/order-reference";
import { sendOrder } from "./orders/send-order";
import { quotationDay, validUntil } from "./pdf/quotation-facts";
import { SharePdfButton } from "./pdf/share-pdf-button";
import { sharedListUrl } from "./share/shared-list";
import { orderLines } from "./state/cart-reducer";
import { browserStorage } from "./state/cart-storage";
import { QuotationSheet } from "./quotation-sheet";

/** Shown only once the stored cart is read, so the date is the buyer's today, never the build's. */
function ReadyQuotation({ company }: { company: QuotationCompany }) {
  const { lines } = useCart();
  const [today] = useState(() => new Date());
  // Printing is one of the ways an order is sent: the quotation carries the cart's one reference.
  const reference = useMemo(
    () => (orderLines(lines).length > 0 ? orderReference(browserStorage(), orderLines(lines)) : ""),
    [lines],
  );

  // A cart of lines no longer sold quotes nothing.
  if (orderLines(lines).length === 0) {
    const { empty } = quotationCopy;
    return (
      <div className="flex flex-col items-center py-16 text-center">
        <ShoppingCart className="size-16 text-slate-300" aria-hidden="true" />
        <h1 className="text-ink mt-6 text-2xl font-bold">{empty.title}</h1>
        <p className="mt-2 text-slate-600">{empty.text}</p>
        <a
          href={empty.continueShopping.href}
          className={`${buttonVariants({ variant: "secondary", size: "lg" })} mt-8`}
        >
          {empty.continueShopping.label}
        </a>
      </div>
    );
  }

  return (
    <>
      <div className="mx-auto mb-6 flex max-w-[180mm] flex-wrap items-center justify-between gap-3 print:hidden">
        <a href={quotationCopy.backToCart.href} className={buttonVariants({ variant: "ghost" })}>
          <ArrowLeft aria-hidden="true" />
          {quotationCopy.backToCart.label}
        </a>
        <div className="flex flex-wrap items-start gap-3">
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              sendOrder(lines);
              window.print();
            }}
          >
            <Printer aria-hidden="true" />
            {quotationCopy.print}
          </Button>
          <SharePdfButton lines={lines} company={company} wide={false} />
        </div>
      </div>
      <QuotationSheet
        lines={lines}
        company={company}
        dateText={quotationDay(today)}
        validUntilText={quotationDay(validUntil(today, company.validityDays))}
        reference={reference}
        listUrl={sharedListUrl(window.location.origin, orderLines(lines), cartCatalogue)}
      />
    </>
  );
}

/** The printable quotation of the cart: waiting for the stored cart, empty, or the sheet with a Print button. */
export function Quotation({ company }: { company: QuotationCompany }) {
  const ready = useCartReady();
  if (!ready) {
    return (
      <div
        role="status"
        data-awaits-scripts=""
        className="flex min-h-[70vh] flex-col items-center gap-3 py-16 text-center text-slate-600"
      >
        {/* The prerendered page's heading, until the stored cart is read. */}
        <h1 className="sr-only">{quotationCopy.title}</h1>
        {/* Without JavaScript nothing will load: the reason shows instead of a spinner that never stops. */}
        <Loader2
          className="text-brand-600 size-10 motion-safe:animate-spin [@media(scripting:none)]:hidden"
          aria-hidden="true"
        />
        <span className="[@media(scripting:none)]:hidden">{quotationCopy.loading}</span>
        <p className="hidden [@media(scripting:none)]:block">{quotationCopy.noscript}</p>
      </div>
    );
  }
  return <ReadyQuotation company={company} />;
}
