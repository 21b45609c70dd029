import { BusinessLinePage } from "~/components/sections/business-line-page";
import { MaintenancePlans } from "~/components/sections/maintenance-plans";
import { TestimonialList } from "~/components/sections/testimonial-list";
import {
  additionalServices,
  additionalServicesEntry,
} from "~/content/business-lines/civil/additional-services";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/additional-services";

export const meta: Route.MetaFunction = () => metaFor(additionalServicesEntry);

export default function AdditionalServices() {
  return (
    <BusinessLinePage
      page={additionalServices}
      bands={{ plans: MaintenancePlans, testimonials: TestimonialList }}
    />
  );
}
