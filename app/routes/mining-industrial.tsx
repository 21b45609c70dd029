import { BusinessLinePage } from "~/components/sections/business-line-page";
import { ReasonList } from "~/components/sections/reason-list";
import { ServiceCardGrid } from "~/components/sections/service-card-grid";
import { miningLanding, miningLandingEntry } from "~/content/business-lines/mining/landing";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/mining-industrial";

export const meta: Route.MetaFunction = () => metaFor(miningLandingEntry);

export default function MiningIndustrial() {
  return (
    <BusinessLinePage
      page={miningLanding}
      bands={{ "service-cards": ServiceCardGrid, reasons: ReasonList }}
    />
  );
}
