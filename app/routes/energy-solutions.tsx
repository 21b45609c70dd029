import { PageBanner } from "~/components/layout/page-banner";
import { metaForPath } from "~/lib/seo";
import type { Route } from "./+types/energy-solutions";

export const meta: Route.MetaFunction = () => metaForPath("/energy-solutions");

export default function EnergySolutions() {
  return <PageBanner title="Energy Solutions" />;
}
