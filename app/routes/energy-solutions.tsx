import { ClosingCall } from "~/components/sections/closing-call";
import { LineHero } from "~/components/sections/line-hero";
import { PageSection } from "~/components/sections/page-section";
import { ServiceCardGrid } from "~/components/sections/service-card-grid";
import { energyLanding as page, energyLandingEntry } from "~/content/business-lines/energy/landing";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/energy-solutions";

export const meta: Route.MetaFunction = () => metaFor(energyLandingEntry);

export default function EnergySolutions() {
  return (
    <>
      <LineHero line="energy" hero={page.hero} />
      <PageSection copy={page.services.copy}>
        <ServiceCardGrid line="energy" cards={page.services.cards} />
      </PageSection>
      <ClosingCall closing={page.closing} />
    </>
  );
}
