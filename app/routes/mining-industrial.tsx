import { PageBanner } from "~/components/layout/page-banner";
import { metaForPath } from "~/lib/seo";
import type { Route } from "./+types/mining-industrial";

export const meta: Route.MetaFunction = () => metaForPath("/mining-industrial");

export default function MiningIndustrial() {
  return <PageBanner title="Mining & Industrial" />;
}
