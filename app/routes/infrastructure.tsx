import { BusinessLinePage } from "~/components/sections/business-line-page";
import { FeaturedProjects } from "~/components/sections/featured-projects";
import { ReasonList } from "~/components/sections/reason-list";
import { ServiceCardGrid } from "~/components/sections/service-card-grid";
import { infrastructure, infrastructureEntry } from "~/content/business-lines/civil/infrastructure";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/infrastructure";

export const meta: Route.MetaFunction = () => metaFor(infrastructureEntry);

export default function Infrastructure() {
  return (
    <BusinessLinePage
      page={infrastructure}
      bands={{ "service-cards": ServiceCardGrid, reasons: ReasonList, projects: FeaturedProjects }}
    />
  );
}
