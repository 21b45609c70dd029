import { BusinessLinePage } from "~/components/company/business-line-page";
import { ReasonList } from "~/components/company/reason-list";
import { ServiceCardGrid } from "~/components/company/service-card-grid";
import { pipes, pipesEntry } from "~/content/business-lines/mining/pipes";
import { lineTrailData, pageMeta } from "./page-meta";
import type { Route } from "./+types/pipes";

export const meta: Route.MetaFunction = () =>
  pageMeta(pipesEntry, { structuredData: lineTrailData(pipesEntry.path) });

export default function Pipes() {
  return <BusinessLinePage page={pipes} bands={{ "service-cards": ServiceCardGrid, reasons: ReasonList }} />;
}
