import { BusinessLinePage } from "~/components/company/business-line-page";
import { BrandGrid } from "~/components/company/brand-grid";
import { ReasonList } from "~/components/company/reason-list";
import { ServiceCardGrid } from "~/components/company/service-card-grid";
import { airConditioning, airConditioningEntry } from "~/content/business-lines/mining/air-conditioning";
import { lineTrailData, pageMeta } from "./page-meta";
import type { Route } from "./+types/air-conditioning";

export const meta: Route.MetaFunction = () =>
  pageMeta(airConditioningEntry, { structuredData: lineTrailData(airConditioningEntry.path) });

export default function AirConditioning() {
  return (
    <BusinessLinePage
      page={airConditioning}
      bands={{ "service-cards": ServiceCardGrid, reasons: ReasonList, brands: BrandGrid }}
    />
  );
}
