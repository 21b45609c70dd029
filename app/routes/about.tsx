import { Compass, Heart, Target } from "lucide-react";
import { Link } from "react-router";
import { CallToAction } from "~/components/sections/call-to-action";
import { FadeIn } from "~/components/sections/fade-in";
import { PageHero } from "~/components/sections/page-hero";
import { SectionHeading } from "~/components/sections/section-heading";
import { SplitFeature } from "~/components/sections/split-feature";
import { TeamGrid } from "~/components/sections/team-grid";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
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

const principleIcons = [Target, Heart, Compass] as const;

export default function About() {
  return (
    <>
      <PageHero
        eyebrow={aboutHero.eyebrow}
        title={aboutHero.title}
        intro={aboutHero.intro}
        image={aboutHero.image}
      />

      <SplitFeature id="about-history" eyebrow={history.eyebrow} title={history.title} image={history.image}>
        {history.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </SplitFeature>

      <FadeIn aria-labelledby="about-principles" className="bg-slate-50 py-16 lg:py-24">
        <Container>
          <SectionHeading id="about-principles" eyebrow={principles.eyebrow} title={principles.title} />
          <ul className="mt-12 grid gap-8 md:grid-cols-3">
            {principles.items.map((item, position) => {
              const Icon = principleIcons[position] ?? Target;
              return (
                <li key={item.title} className="rounded-2xl bg-white p-8 shadow-md">
                  <span className="bg-accent-500/20 inline-flex size-12 items-center justify-center rounded-full">
                    <Icon className="text-brand-700 size-6" aria-hidden="true" />
                  </span>
                  <h3 className="text-ink mt-4 text-xl font-bold">{item.title}</h3>
                  <p className="mt-3 text-slate-700">{item.text}</p>
                </li>
              );
            })}
          </ul>
        </Container>
      </FadeIn>

      <FadeIn aria-labelledby="about-team" className="py-16 lg:py-24">
        <Container>
          <SectionHeading
            id="about-team"
            eyebrow={teamIntro.eyebrow}
            title={teamIntro.title}
            intro={teamIntro.intro}
          />
          <div className="mt-12">
            <TeamGrid members={team} />
          </div>
        </Container>
      </FadeIn>

      <CallToAction
        title={cta.title}
        text={cta.text}
        actions={
          <Link to={cta.action.href} className={buttonVariants({ size: "lg" })}>
            {cta.action.label}
          </Link>
        }
      />
    </>
  );
}
