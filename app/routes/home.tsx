import { ActionLinks } from "~/components/sections/action-links";
import { BrandGrid } from "~/components/company/brand-grid";
import { CallToAction } from "~/components/company/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { FadeIn } from "~/components/company/fade-in";
import { PageSection } from "~/components/sections/page-section";
import { ServiceLineCards } from "~/components/sections/service-line-cards";
import { SplitSection, SplitText } from "~/components/company/split-section";
import { Stats } from "~/components/company/stats";
import { TestimonialCarousel } from "~/components/sections/testimonial-carousel";
import {
  brands,
  brandsIntro,
  figures,
  figuresLabel,
  hero,
  homeCallToAction as cta,
  legacy,
  servicesIntro,
  testimonials,
  testimonialsIntro,
  homeEntry,
} from "~/content/home";
import { serviceLines } from "~/content/services";
import { companyData, pageMeta } from "./page-meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => pageMeta(homeEntry, { structuredData: companyData() });

export default function Home() {
  return (
    <>
      <PageHero
        size="full"
        title={hero.title}
        intro={hero.tagline}
        image={hero.image}
        actions={hero.actions}
      />
      <PageSection copy={servicesIntro} tone="muted" size="lg" as={FadeIn}>
        <ServiceLineCards lines={serviceLines} linkLabel={servicesIntro.linkLabel} />
      </PageSection>
      <SplitSection copy={legacy} image={legacy.image} size="lg" as={FadeIn}>
        <SplitText paragraphs={legacy.paragraphs} />
        <ActionLinks actions={[legacy.link]} size="md" className="mt-8" />
      </SplitSection>
      <PageSection label={figuresLabel} tone="ink" size="sm" as={FadeIn}>
        <Stats figures={figures} />
      </PageSection>
      <PageSection copy={brandsIntro} size="lg" as={FadeIn}>
        <BrandGrid brands={brands} />
      </PageSection>
      <PageSection copy={testimonialsIntro} tone="grey" size="lg" as={FadeIn}>
        <TestimonialCarousel items={testimonials} label={testimonialsIntro.title} />
      </PageSection>
      <CallToAction {...cta} />
    </>
  );
}
