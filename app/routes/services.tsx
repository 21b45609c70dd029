import { Link } from "react-router";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { ServiceLineBlocks } from "~/components/sections/service-line-blocks";
import { buttonVariants } from "~/components/ui/button";
import { serviceLines, servicesPage, servicesEntry } from "~/content/services";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = () => metaFor(servicesEntry);

export default function Services() {
  const { hero, linkLabel, cta } = servicesPage;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} image={hero.image} />
      <ServiceLineBlocks lines={serviceLines} linkLabel={linkLabel} />
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
