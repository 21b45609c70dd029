import { PageBanner } from "~/components/layout/page-banner";
import { metaForPath } from "~/lib/seo";
import type { Route } from "./+types/pipes";

export const meta: Route.MetaFunction = () => metaForPath("/mining-industrial/pipes");

export default function Pipes() {
  return <PageBanner title="Pipes, Fittings & Valves" />;
}
