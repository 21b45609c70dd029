import { ClosingCall } from "~/components/sections/closing-call";
import { LineHero } from "~/components/sections/line-hero";
import { PageSection } from "~/components/sections/page-section";
import { ServiceCardGrid } from "~/components/sections/service-card-grid";
import { civilLanding as page, civilLandingEntry } from "~/content/business-lines/civil/landing";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/civil-contracting";

export const meta: Route.MetaFunction = () => metaFor(civilLandingEntry);

export default function CivilContracting() {
  return (
    <>
      <LineHero line="civil" hero={page.hero} />
      <PageSection copy={page.services.copy}>
        <ServiceCardGrid line="civil" cards={page.services.cards} />
      </PageSection>
      <ClosingCall closing={page.closing} />
    </>
  );
}
