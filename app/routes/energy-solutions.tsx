import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { lineMark } from "~/components/sections/line-mark";
import { PageSection } from "~/components/sections/page-section";
import { ServiceCardGrid } from "~/components/sections/service-card-grid";
import { energyLanding as page, energyLandingEntry } from "~/content/business-lines/energy/landing";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/energy-solutions";

export const meta: Route.MetaFunction = () => metaFor(energyLandingEntry);

export default function EnergySolutions() {
  return (
    <>
      <PageHero line="energy" mark={lineMark.energy} {...page.hero} />
      <PageSection copy={page.services.copy}>
        <ServiceCardGrid line="energy" cards={page.services.cards} />
      </PageSection>
      <CallToAction {...page.closing} arrow />
    </>
  );
}
