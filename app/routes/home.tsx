import { PageBanner } from "~/components/layout/page-banner";
import { metaForPath } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => metaForPath("/");

export default function Home() {
  return <PageBanner title="Powering Industries, Reliable Solutions, Since 1991" />;
}
