import { Quotation } from "~/features/cart/quotation";
import type { QuotationCompany } from "~/content/quotation-company";
import { IslandRoot } from "./island-root";

/** The printable quotation of the cart. */
export function QuotationIsland({ company }: { company: QuotationCompany }) {
  return (
    <IslandRoot toasts>
      <Quotation company={company} />
    </IslandRoot>
  );
}
