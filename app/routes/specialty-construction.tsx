import { PageBanner } from "~/components/layout/page-banner";
import { metaForPath } from "~/lib/seo";
import type { Route } from "./+types/specialty-construction";

export const meta: Route.MetaFunction = () => metaForPath("/civil-contracting/specialty");

export default function SpecialtyConstruction() {
  return <PageBanner title="Specialty Construction" />;
}
