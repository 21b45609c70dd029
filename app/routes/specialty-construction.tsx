import { CallToAction } from "~/components/sections/call-to-action";
import { FeaturedProjects } from "~/components/sections/featured-projects";
import { PageHero } from "~/components/sections/page-hero";
import { Breadcrumb } from "~/components/sections/breadcrumb";
import { lineMark } from "~/components/sections/line-mark";
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
      <PageHero
        line="civil"
        mark={lineMark.civil}
        {...page.hero}
        breadcrumb={<Breadcrumb trail={page.crumbs} current={page.hero.title} />}
      />
      <PageSection copy={page.services.copy}>
        <ServiceCardGrid line="civil" cards={page.services.cards} />
      </PageSection>
      <PageSection copy={page.whyChoose.copy} tone="muted">
        <ReasonList line="civil" reasons={page.whyChoose.reasons} />
      </PageSection>
      <PageSection copy={page.projects.copy}>
        <FeaturedProjects line="civil" projects={page.projects.list} />
      </PageSection>
      <CallToAction {...page.closing} arrow />
    </>
  );
}
