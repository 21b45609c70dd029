import { BusinessLinePage } from "~/components/company/business-line-page";
import { FeaturedProducts } from "~/components/sections/featured-products";
import { ReasonList } from "~/components/company/reason-list";
import { ServiceCardGrid } from "~/components/company/service-card-grid";
import {
  electricalMaterials,
  electricalMaterialsEntry,
} from "~/content/business-lines/energy/electrical-materials";
import { lineTrailData, pageMeta } from "./page-meta";
import type { Route } from "./+types/electrical-materials";

export const meta: Route.MetaFunction = () =>
  pageMeta(electricalMaterialsEntry, { structuredData: lineTrailData(electricalMaterialsEntry.path) });

export default function ElectricalMaterials() {
  return (
    <BusinessLinePage
      page={electricalMaterials}
      bands={{ "service-cards": ServiceCardGrid, reasons: ReasonList, products: FeaturedProducts }}
    />
  );
}
