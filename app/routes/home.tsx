import { Link } from "react-router";
import { BrandGrid } from "~/components/sections/brand-grid";
import { CallToAction } from "~/components/sections/call-to-action";
import { FadeIn } from "~/components/sections/fade-in";
import { ParallaxHero } from "~/components/sections/parallax-hero";
import { SectionHeading } from "~/components/sections/section-heading";
import { ServiceLineCards } from "~/components/sections/service-line-cards";
import { SplitFeature } from "~/components/sections/split-feature";
import { Stats } from "~/components/sections/stats";
import { TestimonialCarousel } from "~/components/sections/testimonial-carousel";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import {
  brands,
  brandsIntro,
  figures,
  hero,
  homeCallToAction as cta,
  legacy,
  servicesIntro,
  testimonials,
  testimonialsIntro,
  homeEntry,
} from "~/content/home";
import { serviceLines } from "~/content/services";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => metaFor(homeEntry);

export default function Home() {
  return (
    <>
      <ParallaxHero
        title={hero.title}
        tagline={hero.tagline}
        image={hero.image}
        actions={
          <>
            <Link to={hero.primary.href} className={buttonVariants({ size: "lg" })}>
              {hero.primary.label}
            </Link>
            <Link
              to={hero.secondary.href}
              className={buttonVariants({ variant: "outline-light", size: "lg" })}
            >
              {hero.secondary.label}
            </Link>
          </>
        }
      />

      <FadeIn aria-labelledby="home-services" className="bg-slate-50 py-16 lg:py-24">
        <Container>
          <SectionHeading
            id="home-services"
            eyebrow={servicesIntro.eyebrow}
            title={servicesIntro.title}
            intro={servicesIntro.intro}
          />
          <div className="mt-12">
            <ServiceLineCards lines={serviceLines} linkLabel={servicesIntro.linkLabel} />
          </div>
        </Container>
      </FadeIn>

      <SplitFeature id="home-legacy" eyebrow={legacy.eyebrow} title={legacy.title} image={legacy.image}>
        {legacy.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <Link to={legacy.link.href} className={`${buttonVariants({ variant: "secondary" })} mt-4`}>
          {legacy.link.label}
          <span className="sr-only"> about our company</span>
        </Link>
      </SplitFeature>

      <FadeIn aria-label="Our figures" className="on-dark bg-ink py-14 text-white">
        <Container>
          <Stats figures={figures} />
        </Container>
      </FadeIn>

      <FadeIn aria-labelledby="home-brands" className="py-16 lg:py-24">
        <Container>
          <SectionHeading
            id="home-brands"
            eyebrow={brandsIntro.eyebrow}
            title={brandsIntro.title}
            intro={brandsIntro.intro}
          />
          <div className="mt-12">
            <BrandGrid brands={brands} />
          </div>
        </Container>
      </FadeIn>

      <FadeIn aria-labelledby="home-testimonials" className="bg-slate-100 py-16 lg:py-24">
        <Container>
          <SectionHeading
            id="home-testimonials"
            eyebrow={testimonialsIntro.eyebrow}
            title={testimonialsIntro.title}
          />
          <div className="mt-12">
            <TestimonialCarousel items={testimonials} label={testimonialsIntro.title} />
          </div>
        </Container>
      </FadeIn>

      <CallToAction
        title={cta.title}
        text={cta.text}
        actions={
          <>
            <Link to={cta.primary.href} className={buttonVariants({ size: "lg" })}>
              {cta.primary.label}
            </Link>
            <Link
              to={cta.secondary.href}
              className={buttonVariants({ variant: "outline-light", size: "lg" })}
            >
              {cta.secondary.label}
            </Link>
          </>
        }
      />
    </>
  );
}
