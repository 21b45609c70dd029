import { PageBanner } from "~/components/layout/page-banner";
import { metaForPath } from "~/lib/seo";
import type { Route } from "./+types/building-works";

export const meta: Route.MetaFunction = () => metaForPath("/civil-contracting/building");

export default function BuildingWorks() {
  return <PageBanner title="Building Works" />;
}
