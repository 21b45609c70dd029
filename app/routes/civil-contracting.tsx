import { ClosingCall } from "~/components/sections/closing-call";
import { LineHero } from "~/components/sections/line-hero";
import { PageSection } from "~/components/sections/page-section";
import { ServiceCardGrid } from "~/components/sections/service-card-grid";
import { civilLanding as page } from "~/content/business-lines/civil/landing";
import { metaForPath } from "~/lib/seo";
import type { Route } from "./+types/civil-contracting";

export const meta: Route.MetaFunction = () => metaForPath("/civil-contracting");

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
