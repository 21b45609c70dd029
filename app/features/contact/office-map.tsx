import { ExternalLink, MapPin } from "lucide-react";
import { officesIntro as copy } from "~/content/contact";

/** Embeddable map address (the only frame host the Content-Security-Policy allows). */
export function mapEmbedUrl(query: string): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`;
}

export function mapLinkUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/**
 * The embedded map, loaded lazily. A failed frame cannot be detected from the page, so a styled panel with
 * the address sits behind the frame (an empty frame still looks intentional), and the address and an
 * "Open in Google Maps" link sit beside it.
 */
export function OfficeMap({ query, title, address }: { query: string; title: string; address: string }) {
  return (
    <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="relative h-80 lg:h-[28rem]">
        <div
          className="from-brand-50 absolute inset-0 flex flex-col items-center justify-center gap-2 bg-gradient-to-br to-slate-200 p-6 text-center text-slate-700"
          aria-hidden="true"
        >
          <MapPin className="text-brand-600 size-10" />
          <span className="font-semibold">{address}</span>
        </div>
        <iframe
          src={mapEmbedUrl(query)}
          title={title}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="absolute inset-0 size-full border-0"
        />
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm">
        <span className="flex items-center gap-2 text-slate-700">
          <MapPin className="text-brand-600 size-4 shrink-0" aria-hidden="true" />
          {address}
        </span>
        <a
          href={mapLinkUrl(query)}
          target="_blank"
          rel="noopener noreferrer"
          className="text-brand-700 inline-flex items-center gap-1 font-semibold underline"
        >
          {copy.openInMaps}
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}
