import { PageBanner } from "~/components/layout/page-banner";
import { metaForPath } from "~/lib/seo";
import type { Route } from "./+types/infrastructure";

export const meta: Route.MetaFunction = () => metaForPath("/civil-contracting/infrastructure");

export default function Infrastructure() {
  return <PageBanner title="Infrastructure Development" />;
}
