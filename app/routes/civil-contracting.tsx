import { BusinessLinePage } from "~/components/sections/business-line-page";
import { ServiceCardGrid } from "~/components/sections/service-card-grid";
import { civilLanding, civilLandingEntry } from "~/content/business-lines/civil/landing";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/civil-contracting";

export const meta: Route.MetaFunction = () => metaFor(civilLandingEntry);

export default function CivilContracting() {
  return <BusinessLinePage page={civilLanding} bands={{ "service-cards": ServiceCardGrid }} />;
}
