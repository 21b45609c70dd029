import { BusinessLinePage } from "~/components/sections/business-line-page";
import { FeaturedProjects } from "~/components/sections/featured-projects";
import { ProcessSteps } from "~/components/sections/process-steps";
import { ServiceCardGrid } from "~/components/sections/service-card-grid";
import { buildingWorks, buildingWorksEntry } from "~/content/business-lines/civil/building-works";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/building-works";

export const meta: Route.MetaFunction = () => metaFor(buildingWorksEntry);

export default function BuildingWorks() {
  return (
    <BusinessLinePage
      page={buildingWorks}
      bands={{ "service-cards": ServiceCardGrid, process: ProcessSteps, projects: FeaturedProjects }}
    />
  );
}
