import { BusinessLinePage } from "~/components/company/business-line-page";
import { FeaturedProjects } from "~/components/company/featured-projects";
import { ReasonList } from "~/components/company/reason-list";
import { ServiceCardGrid } from "~/components/company/service-card-grid";
import { infrastructure, infrastructureEntry } from "~/content/business-lines/civil/infrastructure";
import { lineTrailData, pageMeta } from "./page-meta";
import type { Route } from "./+types/infrastructure";

export const meta: Route.MetaFunction = () =>
  pageMeta(infrastructureEntry, { structuredData: lineTrailData(infrastructureEntry.path) });

export default function Infrastructure() {
  return (
    <BusinessLinePage
      page={infrastructure}
      bands={{ "service-cards": ServiceCardGrid, reasons: ReasonList, projects: FeaturedProjects }}
    />
  );
}
