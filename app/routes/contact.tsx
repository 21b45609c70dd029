import { PageHero } from "~/components/sections/page-hero";
import { Container } from "~/components/ui/container";
import { contactHero, officesIntro, contactEntry } from "~/content/contact";
import { businessHours, site } from "~/content/site";
import { ContactForm } from "~/features/contact/contact-form";
import { BusinessHoursList, OfficeCard } from "~/features/contact/office-details";
import { OfficeMap } from "~/features/contact/office-map";
import { companyData, pageMeta } from "./page-meta";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () => pageMeta(contactEntry, { structuredData: companyData() });

export default function Contact() {
  return (
    <>
      <PageHero eyebrow={contactHero.eyebrow} title={contactHero.title} intro={contactHero.intro} />
      <Container className="grid grid-cols-1 gap-12 py-16 lg:grid-cols-5 lg:py-20">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-md sm:p-8 lg:col-span-3">
          <ContactForm
            endpoint={site.contactEndpoint}
            whatsappNumber={site.whatsappNumber}
            salesEmail={site.salesEmail}
          />
        </div>
        <section aria-labelledby="contact-offices" className="space-y-6 lg:col-span-2">
          <h2 id="contact-offices" className="text-ink text-2xl font-extrabold tracking-tight">
            {officesIntro.title}
          </h2>
          {site.offices.map((office) => (
            <OfficeCard key={office.name} office={office} />
          ))}
          <BusinessHoursList hours={businessHours} />
        </section>
      </Container>
      <section aria-labelledby="contact-map" className="bg-slate-50 py-16">
        <Container>
          <h2 id="contact-map" className="text-ink mb-6 text-2xl font-extrabold tracking-tight">
            {officesIntro.mapTitle}
          </h2>
          <OfficeMap
            query={site.map.query}
            title={site.map.title}
            address={`${site.address.street}, ${site.address.city}, ${site.address.country}`}
          />
        </Container>
      </section>
    </>
  );
}
