import { BusinessLinePage } from "~/components/company/business-line-page";
import { ReasonList } from "~/components/company/reason-list";
import { ServiceCardGrid } from "~/components/company/service-card-grid";
import { miningLanding, miningLandingEntry } from "~/content/business-lines/mining/landing";
import { pageMeta } from "./page-meta";
import type { Route } from "./+types/mining-industrial";

export const meta: Route.MetaFunction = () => pageMeta(miningLandingEntry);

export default function MiningIndustrial() {
  return (
    <BusinessLinePage
      page={miningLanding}
      bands={{ "service-cards": ServiceCardGrid, reasons: ReasonList }}
    />
  );
}
