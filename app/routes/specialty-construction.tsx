import { BusinessLinePage } from "~/components/company/business-line-page";
import { FeaturedProjects } from "~/components/company/featured-projects";
import { ReasonList } from "~/components/company/reason-list";
import { ServiceCardGrid } from "~/components/company/service-card-grid";
import { specialty, specialtyEntry } from "~/content/business-lines/civil/specialty";
import { lineTrailData, pageMeta } from "./page-meta";
import type { Route } from "./+types/specialty-construction";

export const meta: Route.MetaFunction = () =>
  pageMeta(specialtyEntry, { structuredData: lineTrailData(specialtyEntry.path) });

export default function SpecialtyConstruction() {
  return (
    <BusinessLinePage
      page={specialty}
      bands={{ "service-cards": ServiceCardGrid, reasons: ReasonList, projects: FeaturedProjects }}
    />
  );
}
