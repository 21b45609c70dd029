import { BusinessLinePage } from "~/components/sections/business-line-page";
import { BrandGrid } from "~/components/sections/brand-grid";
import { ReasonList } from "~/components/sections/reason-list";
import { ServiceCardGrid } from "~/components/sections/service-card-grid";
import { airConditioning, airConditioningEntry } from "~/content/business-lines/mining/air-conditioning";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/air-conditioning";

export const meta: Route.MetaFunction = () => metaFor(airConditioningEntry);

export default function AirConditioning() {
  return (
    <BusinessLinePage
      page={airConditioning}
      bands={{ "service-cards": ServiceCardGrid, reasons: ReasonList, brands: BrandGrid }}
    />
  );
}
