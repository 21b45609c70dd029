import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { FadeIn } from "~/components/sections/fade-in";
import { PageSection } from "~/components/sections/page-section";
import { PrincipleCards } from "~/components/sections/principle-cards";
import { SplitSection, SplitText } from "~/components/sections/split-section";
import { TeamGrid } from "~/components/sections/team-grid";
import {
  aboutCallToAction as cta,
  aboutHero,
  history,
  principles,
  team,
  teamIntro,
  aboutEntry,
} from "~/content/about";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () => metaFor(aboutEntry);

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
