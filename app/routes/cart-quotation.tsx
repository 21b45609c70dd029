import { Container } from "~/components/ui/container";
import { quotationEntry } from "~/content/order-tools";
import { site } from "~/content/site";
import { Quotation } from "~/features/cart/quotation";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/cart-quotation";

export const meta: Route.MetaFunction = () => metaFor(quotationEntry);

const company = {
  name: site.legalName,
  addressLines: [site.address.street, `${site.address.city}, ${site.address.country}`],
  phone: site.phone,
  email: site.salesEmail,
};

export default function CartQuotation() {
  return (
    <Container className="pt-24 pb-12 lg:pt-32 print:p-0">
      <Quotation company={company} />
    </Container>
  );
}
