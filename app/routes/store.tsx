import { PageBanner } from "~/components/layout/page-banner";
import { metaForPath } from "~/lib/seo";
import type { Route } from "./+types/store";

export const meta: Route.MetaFunction = () => metaForPath("/store");

export default function Store() {
  return <PageBanner title="Product Store" />;
}
