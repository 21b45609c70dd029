import { PageBanner } from "~/components/layout/page-banner";
import { metaForPath } from "~/lib/seo";
import type { Route } from "./+types/air-conditioning";

export const meta: Route.MetaFunction = () => metaForPath("/mining-industrial/air-conditioning");

export default function AirConditioning() {
  return <PageBanner title="Air Conditioning Solutions" />;
}
