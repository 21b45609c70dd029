import { PageBanner } from "~/components/layout/page-banner";
import { metaForPath } from "~/lib/seo";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () => metaForPath("/contact");

export default function Contact() {
  return <PageBanner title="Contact Us" />;
}
