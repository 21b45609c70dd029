import { ClosingCall } from "~/components/sections/closing-call";
import { FeatureSplit } from "~/components/sections/feature-split";
import { LineHero } from "~/components/sections/line-hero";
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
      <LineHero line="civil" hero={page.hero} crumbs={page.crumbs} />
      <FeatureSplit line="civil" feature={page.equipmentHiring} />
      <FeatureSplit line="civil" feature={page.projectManagement} reverse tone="muted" />
      <PageSection copy={page.plans.copy}>
        <MaintenancePlans line="civil" plans={page.plans.list} />
      </PageSection>
      <PageSection copy={page.testimonials.copy} tone="muted">
        <TestimonialList line="civil" testimonials={page.testimonials.list} />
      </PageSection>
      <ClosingCall closing={page.closing} />
    </>
  );
}
