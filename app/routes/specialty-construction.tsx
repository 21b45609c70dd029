import { BusinessLinePage } from "~/components/sections/business-line-page";
import { FeaturedProjects } from "~/components/sections/featured-projects";
import { ReasonList } from "~/components/sections/reason-list";
import { ServiceCardGrid } from "~/components/sections/service-card-grid";
import { specialty, specialtyEntry } from "~/content/business-lines/civil/specialty";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/specialty-construction";

export const meta: Route.MetaFunction = () => metaFor(specialtyEntry);

export default function SpecialtyConstruction() {
  return (
    <BusinessLinePage
      page={specialty}
      bands={{ "service-cards": ServiceCardGrid, reasons: ReasonList, projects: FeaturedProjects }}
    />
  );
}
