import { PageBanner } from "~/components/layout/page-banner";
import { metaForPath } from "~/lib/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () => metaForPath("/about");

export default function About() {
  return <PageBanner title="About Us" />;
}
