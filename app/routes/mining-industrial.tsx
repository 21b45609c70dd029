import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { lineMark } from "~/components/sections/line-mark";
import { PageSection } from "~/components/sections/page-section";
import { ReasonList } from "~/components/sections/reason-list";
import { ServiceCardGrid } from "~/components/sections/service-card-grid";
import { miningLanding as page, miningLandingEntry } from "~/content/business-lines/mining/landing";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/mining-industrial";

export const meta: Route.MetaFunction = () => metaFor(miningLandingEntry);

export default function MiningIndustrial() {
  return (
    <>
      <PageHero line="mining" mark={lineMark.mining} {...page.hero} />
      <PageSection copy={page.services.copy}>
        <ServiceCardGrid line="mining" cards={page.services.cards} />
      </PageSection>
      <PageSection copy={page.whyChoose.copy} tone="muted">
        <ReasonList line="mining" reasons={page.whyChoose.reasons} />
      </PageSection>
      <CallToAction {...page.closing} arrow />
    </>
  );
}
