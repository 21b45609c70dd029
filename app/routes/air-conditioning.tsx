import { BrandGrid } from "~/components/sections/brand-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Breadcrumb } from "~/components/sections/breadcrumb";
import { lineMark } from "~/components/sections/line-mark";
import { LinkBack } from "~/components/sections/link-back";
import { PageSection } from "~/components/sections/page-section";
import { ReasonList } from "~/components/sections/reason-list";
import { ServiceCardGrid } from "~/components/sections/service-card-grid";
import {
  airConditioning as page,
  airConditioningEntry,
} from "~/content/business-lines/mining/air-conditioning";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/air-conditioning";

export const meta: Route.MetaFunction = () => metaFor(airConditioningEntry);

export default function AirConditioning() {
  return (
    <>
      <PageHero
        line="mining"
        mark={lineMark.mining}
        {...page.hero}
        breadcrumb={<Breadcrumb trail={page.crumbs} current={page.hero.title} />}
      />
      <PageSection copy={page.products.copy}>
        <ServiceCardGrid line="mining" cards={page.products.cards} />
      </PageSection>
      <PageSection copy={page.services.copy} tone="muted">
        <ReasonList line="mining" reasons={page.services.reasons} />
      </PageSection>
      <PageSection copy={page.brands.copy}>
        <BrandGrid brands={page.brands.list} />
      </PageSection>
      <LinkBack action={page.back} />
    </>
  );
}
