import { CallToAction } from "~/components/sections/call-to-action";
import { CheckList, SplitSection } from "~/components/sections/split-section";
import { ActionLinks } from "~/components/sections/action-links";
import { PageHero } from "~/components/sections/page-hero";
import { Breadcrumb } from "~/components/sections/breadcrumb";
import { lineMark } from "~/components/sections/line-mark";
import { PageSection } from "~/components/sections/page-section";
import { ReasonList } from "~/components/sections/reason-list";
import { ServiceCardGrid } from "~/components/sections/service-card-grid";
import { pipes as page, pipesEntry } from "~/content/business-lines/mining/pipes";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/pipes";

export const meta: Route.MetaFunction = () => metaFor(pipesEntry);

export default function Pipes() {
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
      <SplitSection copy={page.customPiping.copy} image={page.customPiping.image} imageFirst tone="muted">
        <CheckList line="mining" points={page.customPiping.points} />
        <ActionLinks actions={[page.customPiping.action]} arrow className="mt-8" />
      </SplitSection>
      <PageSection copy={page.categories.copy}>
        <ReasonList line="mining" reasons={page.categories.reasons} />
      </PageSection>
      <CallToAction {...page.closing} arrow />
    </>
  );
}
