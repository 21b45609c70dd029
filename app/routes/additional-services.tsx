import { PageBanner } from "~/components/layout/page-banner";
import { metaForPath } from "~/lib/seo";
import type { Route } from "./+types/additional-services";

export const meta: Route.MetaFunction = () => metaForPath("/civil-contracting/additional");

export default function AdditionalServices() {
  return <PageBanner title="Additional Services" />;
}
