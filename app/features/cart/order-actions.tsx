import { History, Mail, Printer } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { cartCatalogue } from "~/content/cart-catalogue";
import type { QuotationCompany } from "~/content/quotation-company";
import { orderToolsCopy, QUOTATION_PATH } from "~/content/store/order-tools";
import { shareListCopy } from "~/content/store/share-list";
import { cn } from "~/lib/cn";
import type { CartLines } from "./state/cart-reducer";
import { buildCheckoutMessage } from "./checkout-message";
import { CopyOrder } from "./copy-order";
import { orderMailto } from "./order-text";
import { sendOrder, useSentReference } from "./orders/send-order";
import { SharePdfButton } from "./pdf/share-pdf-button";
import { ShareListButton } from "./share/share-list-button";
import { sharedListUrl } from "./share/shared-list";

const linkButton = cn(buttonVariants({ variant: "outline" }), "w-full");

/** The e-mail once the order has its reference: with it, and with the list's link. */
function sentMailto(salesEmail: string, lines: CartLines, reference: string) {
  const listLink = shareListCopy.emailLink(sharedListUrl(window.location.origin, lines, cartCatalogue));
  return orderMailto(salesEmail, lines, { reference, listLink });
}

/**
 * Besides WhatsApp: share the list, copy the order, e-mail it to the sales team, print it as a quotation or share
 * the quotation as a PDF; and the orders sent before. Sending gives the order its reference and keeps it in Your
 * orders.
 */
export function OrderActions({
  lines,
  salesEmail,
  company,
}: {
  lines: CartLines;
  salesEmail: string;
  company: QuotationCompany;
}) {
  const sent = useSentReference(lines);
  const mailto = sent === null ? orderMailto(salesEmail, lines) : sentMailto(salesEmail, lines, sent);
  return (
    <section aria-labelledby="order-actions" className="grid grid-cols-1 gap-3 print:hidden">
      <h2 id="order-actions" className="text-ink text-base font-bold">
        {orderToolsCopy.heading}
      </h2>
      {sent !== null && (
        <p className="text-sm text-slate-700">
          {shareListCopy.currentReference}{" "}
          <strong className="text-ink font-mono text-base" data-testid="order-reference">
            {sent}
          </strong>
        </p>
      )}
      <ShareListButton lines={lines} />
      <CopyOrder text={() => buildCheckoutMessage(lines, sendOrder(lines))} />
      {mailto.kind === "link" ? (
        <a
          href={mailto.href}
          className={linkButton}
          onClick={(event) => {
            // The reference is made as the buyer sends: the link followed is the one that carries it.
            const withReference = sentMailto(salesEmail, lines, sendOrder(lines));
            if (withReference.kind === "link") event.currentTarget.href = withReference.href;
          }}
        >
          <Mail aria-hidden="true" />
          {orderToolsCopy.email}
        </a>
      ) : (
        <p className="text-sm text-slate-700" data-testid="email-too-long">
          {orderToolsCopy.emailTooLong}{" "}
          <a href={`mailto:${salesEmail}`} className="text-brand-700 font-semibold underline">
            {salesEmail}
          </a>
          .
        </p>
      )}
      <a href={QUOTATION_PATH} className={linkButton}>
        <Printer aria-hidden="true" />
        {orderToolsCopy.print}
      </a>
      <SharePdfButton lines={lines} company={company} />
      <a href={shareListCopy.ordersLink.href} className={linkButton}>
        <History aria-hidden="true" />
        {shareListCopy.ordersLink.label}
      </a>
    </section>
  );
}
