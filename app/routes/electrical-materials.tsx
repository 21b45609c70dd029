import { CallToAction } from "~/components/sections/call-to-action";
import { FeaturedProducts } from "~/components/sections/featured-products";
import { PageHero } from "~/components/sections/page-hero";
import { Breadcrumb } from "~/components/sections/breadcrumb";
import { lineMark } from "~/components/sections/line-mark";
import { PageSection } from "~/components/sections/page-section";
import { ReasonList } from "~/components/sections/reason-list";
import { ServiceCardGrid } from "~/components/sections/service-card-grid";
import {
  electricalMaterials as page,
  electricalMaterialsEntry,
} from "~/content/business-lines/energy/electrical-materials";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/electrical-materials";

export const meta: Route.MetaFunction = () => metaFor(electricalMaterialsEntry);

export default function ElectricalMaterials() {
  return (
    <>
      <PageHero
        line="energy"
        mark={lineMark.energy}
        {...page.hero}
        breadcrumb={<Breadcrumb trail={page.crumbs} current={page.hero.title} />}
      />
      <PageSection copy={page.categories.copy}>
        <ServiceCardGrid line="energy" cards={page.categories.cards} />
      </PageSection>
      <PageSection copy={page.whyChoose.copy} tone="muted">
        <ReasonList line="energy" reasons={page.whyChoose.reasons} />
      </PageSection>
      <PageSection copy={page.featured.copy}>
        <FeaturedProducts line="energy" products={page.featured.products} />
      </PageSection>
      <CallToAction {...page.closing} arrow />
    </>
  );
}
