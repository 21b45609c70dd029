import { PageBanner } from "~/components/layout/page-banner";
import { metaForPath } from "~/lib/seo";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = () => metaForPath("/services");

export default function Services() {
  return <PageBanner title="Our Services" />;
}
