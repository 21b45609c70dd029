import { PageBanner } from "~/components/layout/page-banner";
import { Container } from "~/components/ui/container";
import { site } from "~/content/site";
import { cartCopy, cartEntry } from "~/content/store/store";
import { CartContents } from "~/features/cart/cart-contents";
import { OfflinePriceNote } from "~/features/catalog/offline-price-note";
import { pageMeta } from "./page-meta";
import type { Route } from "./+types/cart";

export const meta: Route.MetaFunction = () => pageMeta(cartEntry, { noindex: true });

export default function Cart() {
  return (
    <>
      <PageBanner title={cartCopy.title} />
      <OfflinePriceNote />
      <Container className="py-12 lg:py-16">
        <CartContents whatsappNumber={site.whatsappNumber} salesEmail={site.salesEmail} />
      </Container>
    </>
  );
}
