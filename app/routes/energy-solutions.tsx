import { BusinessLinePage } from "~/components/sections/business-line-page";
import { ServiceCardGrid } from "~/components/sections/service-card-grid";
import { energyLanding, energyLandingEntry } from "~/content/business-lines/energy/landing";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/energy-solutions";

export const meta: Route.MetaFunction = () => metaFor(energyLandingEntry);

export default function EnergySolutions() {
  return <BusinessLinePage page={energyLanding} bands={{ "service-cards": ServiceCardGrid }} />;
}
