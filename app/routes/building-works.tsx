import { CallToAction } from "~/components/sections/call-to-action";
import { FeaturedProjects } from "~/components/sections/featured-projects";
import { PageHero } from "~/components/sections/page-hero";
import { Breadcrumb } from "~/components/sections/breadcrumb";
import { lineMark } from "~/components/sections/line-mark";
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
      <PageHero
        line="civil"
        mark={lineMark.civil}
        {...page.hero}
        breadcrumb={<Breadcrumb trail={page.crumbs} current={page.hero.title} />}
      />
      <PageSection copy={page.services.copy}>
        <ServiceCardGrid line="civil" cards={page.services.cards} />
      </PageSection>
      <PageSection copy={page.process.copy} tone="muted">
        <ProcessSteps line="civil" steps={page.process.steps} />
      </PageSection>
      <PageSection copy={page.projects.copy}>
        <FeaturedProjects line="civil" projects={page.projects.list} />
      </PageSection>
      <CallToAction {...page.closing} arrow />
    </>
  );
}
