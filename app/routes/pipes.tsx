import { ClosingCall } from "~/components/sections/closing-call";
import { FeatureSplit } from "~/components/sections/feature-split";
import { LineHero } from "~/components/sections/line-hero";
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
      <LineHero line="mining" hero={page.hero} crumbs={page.crumbs} />
      <PageSection copy={page.products.copy}>
        <ServiceCardGrid line="mining" cards={page.products.cards} />
      </PageSection>
      <FeatureSplit line="mining" feature={page.customPiping} tone="muted" />
      <PageSection copy={page.categories.copy}>
        <ReasonList line="mining" reasons={page.categories.reasons} />
      </PageSection>
      <ClosingCall closing={page.closing} />
    </>
  );
}
