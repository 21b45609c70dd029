import { Mail, Printer } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { orderToolsCopy, QUOTATION_PATH } from "~/content/store/order-tools";
import { cn } from "~/lib/cn";
import type { CartLines } from "./state/cart-reducer";
import { buildCheckoutMessage } from "./checkout-message";
import { CopyOrder } from "./copy-order";
import { orderMailto } from "./order-text";

const linkButton = cn(buttonVariants({ variant: "outline" }), "w-full");

/** Besides WhatsApp: copy the order, e-mail it to the sales team, or print it as a quotation. */
export function OrderActions({ lines, salesEmail }: { lines: CartLines; salesEmail: string }) {
  const mailto = orderMailto(salesEmail, lines);
  return (
    <section aria-labelledby="order-actions" className="grid grid-cols-1 gap-3 print:hidden">
      <h2 id="order-actions" className="text-ink text-base font-bold">
        {orderToolsCopy.heading}
      </h2>
      <CopyOrder text={buildCheckoutMessage(lines)} />
      {mailto.kind === "link" ? (
        <a href={mailto.href} className={linkButton}>
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
    </section>
  );
}
