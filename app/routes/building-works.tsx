import { ClosingCall } from "~/components/sections/closing-call";
import { FeaturedProjects } from "~/components/sections/featured-projects";
import { LineHero } from "~/components/sections/line-hero";
import { PageSection } from "~/components/sections/page-section";
import { ProcessSteps } from "~/components/sections/process-steps";
import { ServiceCardGrid } from "~/components/sections/service-card-grid";
import { buildingWorks as page, buildingWorksEntry } from "~/content/business-lines/civil/building-works";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/building-works";

export const meta: Route.MetaFunction = () => metaFor(buildingWorksEntry);

export default function BuildingWorks() {
  return (
    <>
      <LineHero line="civil" hero={page.hero} crumbs={page.crumbs} />
      <PageSection copy={page.services.copy}>
        <ServiceCardGrid line="civil" cards={page.services.cards} />
      </PageSection>
      <PageSection copy={page.process.copy} tone="muted">
        <ProcessSteps line="civil" steps={page.process.steps} />
      </PageSection>
      <PageSection copy={page.projects.copy}>
        <FeaturedProjects line="civil" projects={page.projects.list} />
      </PageSection>
      <ClosingCall closing={page.closing} />
    </>
  );
}
