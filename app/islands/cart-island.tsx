import type { QuotationCompany } from "~/content/quotation-company";
import { CartContents } from "~/features/cart/cart-contents";
import { IslandRoot } from "./island-root";

/** The cart page: its lines, the order summary and the ways to send the order. */
export function CartIsland({
  whatsappNumber,
  salesEmail,
  company,
}: {
  whatsappNumber: string;
  salesEmail: string;
  company: QuotationCompany;
}) {
  return (
    <IslandRoot toasts>
      <CartContents whatsappNumber={whatsappNumber} salesEmail={salesEmail} company={company} />
    </IslandRoot>
  );
}
