import { CallToAction } from "~/components/company/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { ServiceLineBlocks } from "~/components/company/service-line-blocks";
import { serviceLines, servicesPage, servicesEntry } from "~/content/services";
import { pageMeta } from "./page-meta";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = () => pageMeta(servicesEntry);

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
