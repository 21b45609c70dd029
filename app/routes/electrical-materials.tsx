import { BusinessLinePage } from "~/components/sections/business-line-page";
import { FeaturedProducts } from "~/components/sections/featured-products";
import { ReasonList } from "~/components/sections/reason-list";
import { ServiceCardGrid } from "~/components/sections/service-card-grid";
import {
  electricalMaterials,
  electricalMaterialsEntry,
} from "~/content/business-lines/energy/electrical-materials";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/electrical-materials";

export const meta: Route.MetaFunction = () => metaFor(electricalMaterialsEntry);

export default function ElectricalMaterials() {
  return (
    <BusinessLinePage
      page={electricalMaterials}
      bands={{ "service-cards": ServiceCardGrid, reasons: ReasonList, products: FeaturedProducts }}
    />
  );
}
