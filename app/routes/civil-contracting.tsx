import { BusinessLinePage } from "~/components/company/business-line-page";
import { ServiceCardGrid } from "~/components/company/service-card-grid";
import { civilLanding, civilLandingEntry } from "~/content/business-lines/civil/landing";
import { pageMeta } from "./page-meta";
import type { Route } from "./+types/civil-contracting";

export const meta: Route.MetaFunction = () => pageMeta(civilLandingEntry);

export default function CivilContracting() {
  return <BusinessLinePage page={civilLanding} bands={{ "service-cards": ServiceCardGrid }} />;
}
