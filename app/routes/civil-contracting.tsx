import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { lineMark } from "~/components/sections/line-mark";
import { PageSection } from "~/components/sections/page-section";
import { ServiceCardGrid } from "~/components/sections/service-card-grid";
import { civilLanding as page, civilLandingEntry } from "~/content/business-lines/civil/landing";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/civil-contracting";

export const meta: Route.MetaFunction = () => metaFor(civilLandingEntry);

export default function CivilContracting() {
  return (
    <>
      <PageHero line="civil" mark={lineMark.civil} {...page.hero} />
      <PageSection copy={page.services.copy}>
        <ServiceCardGrid line="civil" cards={page.services.cards} />
      </PageSection>
      <CallToAction {...page.closing} arrow />
    </>
  );
}
