import { PageBanner } from "~/components/layout/page-banner";
import { metaForPath } from "~/lib/seo";
import type { Route } from "./+types/civil-contracting";

export const meta: Route.MetaFunction = () => metaForPath("/civil-contracting");

export default function CivilContracting() {
  return <PageBanner title="Civil Contracting" />;
}
