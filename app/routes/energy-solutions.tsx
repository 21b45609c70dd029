import { BusinessLinePage } from "~/components/company/business-line-page";
import { ServiceCardGrid } from "~/components/company/service-card-grid";
import { energyLanding, energyLandingEntry } from "~/content/business-lines/energy/landing";
import { pageMeta } from "./page-meta";
import type { Route } from "./+types/energy-solutions";

export const meta: Route.MetaFunction = () => pageMeta(energyLandingEntry);

export default function EnergySolutions() {
  return <BusinessLinePage page={energyLanding} bands={{ "service-cards": ServiceCardGrid }} />;
}
