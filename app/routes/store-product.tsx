import { PageBanner } from "~/components/layout/page-banner";
import { pageEntry } from "~/content/site-map";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/store-product";

export const meta: Route.MetaFunction = ({ location }) =>
  metaFor(
    pageEntry(location.pathname) ?? {
      path: location.pathname,
      title: "Product Not Found",
      description:
        "This product is not in our store. Browse the store for industrial, energy and construction products.",
    },
    { noindex: !pageEntry(location.pathname) },
  );

export default function StoreProduct({ params }: Route.ComponentProps) {
  return <PageBanner title={params.id} />;
}
