import { BusinessLinePage } from "~/components/sections/business-line-page";
import { ReasonList } from "~/components/sections/reason-list";
import { ServiceCardGrid } from "~/components/sections/service-card-grid";
import { pipes, pipesEntry } from "~/content/business-lines/mining/pipes";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/pipes";

export const meta: Route.MetaFunction = () => metaFor(pipesEntry);

export default function Pipes() {
  return <BusinessLinePage page={pipes} bands={{ "service-cards": ServiceCardGrid, reasons: ReasonList }} />;
}
