import { CallToAction } from "~/components/sections/call-to-action";
import { CheckList, SplitSection } from "~/components/sections/split-section";
import { ActionLinks } from "~/components/sections/action-links";
import { PageHero } from "~/components/sections/page-hero";
import { Breadcrumb } from "~/components/sections/breadcrumb";
import { lineMark } from "~/components/sections/line-mark";
import { MaintenancePlans } from "~/components/sections/maintenance-plans";
import { PageSection } from "~/components/sections/page-section";
import { TestimonialList } from "~/components/sections/testimonial-list";
import {
  additionalServices as page,
  additionalServicesEntry,
} from "~/content/business-lines/civil/additional-services";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/additional-services";

export const meta: Route.MetaFunction = () => metaFor(additionalServicesEntry);

export default function AdditionalServices() {
  return (
    <>
      <PageHero
        line="civil"
        mark={lineMark.civil}
        {...page.hero}
        breadcrumb={<Breadcrumb trail={page.crumbs} current={page.hero.title} />}
      />
      <SplitSection copy={page.equipmentHiring.copy} image={page.equipmentHiring.image} imageFirst>
        <CheckList line="civil" points={page.equipmentHiring.points} />
        <ActionLinks actions={[page.equipmentHiring.action]} arrow className="mt-8" />
      </SplitSection>
      <SplitSection
        copy={page.projectManagement.copy}
        image={page.projectManagement.image}
        imageFirst
        reverse
        tone="muted"
      >
        <CheckList line="civil" points={page.projectManagement.points} />
        <ActionLinks actions={[page.projectManagement.action]} arrow className="mt-8" />
      </SplitSection>
      <PageSection copy={page.plans.copy}>
        <MaintenancePlans line="civil" plans={page.plans.list} />
      </PageSection>
      <PageSection copy={page.testimonials.copy} tone="muted">
        <TestimonialList line="civil" testimonials={page.testimonials.list} />
      </PageSection>
      <CallToAction {...page.closing} arrow />
    </>
  );
}
