import { PageBanner } from "~/components/layout/page-banner";
import { metaForPath } from "~/lib/seo";
import type { Route } from "./+types/electrical-materials";

export const meta: Route.MetaFunction = () => metaForPath("/energy-solutions/materials");

export default function ElectricalMaterials() {
  return <PageBanner title="Electrical Materials" />;
}
