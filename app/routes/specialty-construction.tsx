import { ClosingCall } from "~/components/sections/closing-call";
import { FeaturedProjects } from "~/components/sections/featured-projects";
import { LineHero } from "~/components/sections/line-hero";
import { PageSection } from "~/components/sections/page-section";
import { ReasonList } from "~/components/sections/reason-list";
import { ServiceCardGrid } from "~/components/sections/service-card-grid";
import { specialty as page, specialtyEntry } from "~/content/business-lines/civil/specialty";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/specialty-construction";

export const meta: Route.MetaFunction = () => metaFor(specialtyEntry);

export default function SpecialtyConstruction() {
  return (
    <>
      <LineHero line="civil" hero={page.hero} crumbs={page.crumbs} />
      <PageSection copy={page.services.copy}>
        <ServiceCardGrid line="civil" cards={page.services.cards} />
      </PageSection>
      <PageSection copy={page.whyChoose.copy} tone="muted">
        <ReasonList line="civil" reasons={page.whyChoose.reasons} />
      </PageSection>
      <PageSection copy={page.projects.copy}>
        <FeaturedProjects line="civil" projects={page.projects.list} />
      </PageSection>
      <ClosingCall closing={page.closing} />
    </>
  );
}
