import { Container } from "~/components/ui/container";
import { quotationEntry } from "~/content/store/order-tools";
import { site } from "~/content/site";
import { Quotation } from "~/features/cart/quotation";
import { OfflinePriceNote } from "~/features/catalog/offline-price-note";
import { pageMeta } from "./page-meta";
import type { Route } from "./+types/cart-quotation";

export const meta: Route.MetaFunction = () => pageMeta(quotationEntry, { noindex: true });

const company = {
  name: site.legalName,
  addressLines: [site.address.street, `${site.address.city}, ${site.address.country}`],
  phone: site.phone,
  email: site.salesEmail,
};

export default function CartQuotation() {
  return (
    <>
      {/* A dark band behind the fixed header, whose light text every other page sets on its dark banner. */}
      <div className="bg-ink h-16 lg:h-20 print:hidden" />
      <OfflinePriceNote />
      <Container className="py-8 lg:py-12 print:p-0">
        <Quotation company={company} />
      </Container>
    </>
  );
}
