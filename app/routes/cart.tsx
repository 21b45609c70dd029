import { PageBanner } from "~/components/layout/page-banner";
import { Container } from "~/components/ui/container";
import { site } from "~/content/site";
import { cartCopy, cartEntry } from "~/content/store";
import { CartContents } from "~/features/cart/cart-contents";
import { OfflinePriceNote } from "~/features/offline/offline-price-note";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/cart";

export const meta: Route.MetaFunction = () => metaFor(cartEntry);

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
