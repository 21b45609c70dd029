import { BusinessLinePage } from "~/components/company/business-line-page";
import { FeaturedProjects } from "~/components/company/featured-projects";
import { ProcessSteps } from "~/components/company/process-steps";
import { ServiceCardGrid } from "~/components/company/service-card-grid";
import { buildingWorks, buildingWorksEntry } from "~/content/business-lines/civil/building-works";
import { lineTrailData, pageMeta } from "./page-meta";
import type { Route } from "./+types/building-works";

export const meta: Route.MetaFunction = () =>
  pageMeta(buildingWorksEntry, { structuredData: lineTrailData(buildingWorksEntry.path) });

export default function BuildingWorks() {
  return (
    <BusinessLinePage
      page={buildingWorks}
      bands={{ "service-cards": ServiceCardGrid, process: ProcessSteps, projects: FeaturedProjects }}
    />
  );
}
