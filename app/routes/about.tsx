import { CallToAction } from "~/components/company/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { FadeIn } from "~/components/company/fade-in";
import { PageSection } from "~/components/sections/page-section";
import { PrincipleCards } from "~/components/company/principle-cards";
import { SplitSection, SplitText } from "~/components/company/split-section";
import { TeamGrid } from "~/components/company/team-grid";
import {
  aboutCallToAction as cta,
  aboutHero,
  history,
  principles,
  team,
  teamIntro,
  aboutEntry,
} from "~/content/about";
import { pageMeta } from "./page-meta";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () => pageMeta(aboutEntry);

export default function About() {
  return (
    <>
      <PageHero {...aboutHero} />
      <SplitSection copy={history} image={history.image} size="lg" as={FadeIn}>
        <SplitText paragraphs={history.paragraphs} />
      </SplitSection>
      <PageSection copy={principles} tone="muted" size="lg" as={FadeIn}>
        <PrincipleCards items={principles.items} />
      </PageSection>
      <PageSection copy={teamIntro} size="lg" as={FadeIn}>
        <TeamGrid members={team} />
      </PageSection>
      <CallToAction {...cta} />
    </>
  );
}
