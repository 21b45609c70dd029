import { BusinessLinePage } from "~/components/company/business-line-page";
import { MaintenancePlans } from "~/components/company/maintenance-plans";
import { TestimonialList } from "~/components/sections/testimonial-list";
import {
  additionalServices,
  additionalServicesEntry,
} from "~/content/business-lines/civil/additional-services";
import { lineTrailData, pageMeta } from "./page-meta";
import type { Route } from "./+types/additional-services";

export const meta: Route.MetaFunction = () =>
  pageMeta(additionalServicesEntry, { structuredData: lineTrailData(additionalServicesEntry.path) });

export default function AdditionalServices() {
  return (
    <BusinessLinePage
      page={additionalServices}
      bands={{ plans: MaintenancePlans, testimonials: TestimonialList }}
    />
  );
}
