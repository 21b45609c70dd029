import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { ServiceLineBlocks } from "~/components/sections/service-line-blocks";
import { serviceLines, servicesPage, servicesEntry } from "~/content/services";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = () => metaFor(servicesEntry);

export default function Services() {
  const { hero, linkLabel, cta } = servicesPage;
  return (
    <>
      <PageHero {...hero} />
      <ServiceLineBlocks lines={serviceLines} linkLabel={linkLabel} />
      <CallToAction {...cta} />
    </>
  );
}
