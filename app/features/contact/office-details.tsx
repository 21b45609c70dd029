import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { officesIntro as copy } from "~/content/contact";
import { telHref, type BusinessHours, type Office } from "~/content/site";

/** One office: address, sales e-mail and phone. */
export function OfficeCard({ office }: { office: Office }) {
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 className="text-ink text-lg font-bold">{office.name}</h3>
      <address className="mt-4 space-y-3 text-slate-700 not-italic">
        <p className="flex gap-3">
          <MapPin className="text-brand-600 mt-1 size-5 shrink-0" aria-hidden="true" />
          <span>
            {office.street}, {office.city}, {office.country}
          </span>
        </p>
        <p className="flex gap-3">
          <Mail className="text-brand-600 mt-1 size-5 shrink-0" aria-hidden="true" />
          <span>
            <span className="sr-only">{copy.salesEmail}: </span>
            <a href={`mailto:${office.salesEmail}`} className="text-brand-700 break-all underline">
              {office.salesEmail}
            </a>
          </span>
        </p>
        <p className="flex gap-3">
          <Phone className="text-brand-600 mt-1 size-5 shrink-0" aria-hidden="true" />
          <span>
            <span className="sr-only">{copy.phone}: </span>
            <a href={telHref(office.phone)} className="text-brand-700 underline">
              {office.phone}
            </a>
          </span>
        </p>
      </address>
    </article>
  );
}

/** The offices' opening hours as a definition list. */
export function BusinessHoursList({ hours }: { hours: readonly BusinessHours[] }) {
  return (
    <section aria-labelledby="business-hours" className="rounded-xl bg-slate-50 p-6">
      <h3 id="business-hours" className="text-ink flex items-center gap-2 text-lg font-bold">
        <Clock className="text-brand-600 size-5" aria-hidden="true" />
        {copy.hoursTitle}
      </h3>
      <dl className="mt-4 divide-y divide-slate-200">
        {hours.map((row) => (
          <div key={row.days} className="flex flex-wrap justify-between gap-x-4 py-2">
            <dt className="font-semibold text-slate-800">{row.days}</dt>
            <dd className="text-slate-700">{row.hours}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
