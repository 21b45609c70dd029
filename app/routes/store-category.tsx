import { PageBanner } from "~/components/layout/page-banner";
import { pageEntry } from "~/content/site-map";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/store-category";

export const meta: Route.MetaFunction = ({ params, location }) =>
  metaFor(
    pageEntry(location.pathname) ?? {
      path: location.pathname,
      title: params.category,
      description: "Browse products from our store and send your order to our sales team on WhatsApp.",
    },
  );

export default function StoreCategory({ params }: Route.ComponentProps) {
  return <PageBanner title={params.category} />;
}
