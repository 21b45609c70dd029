import { Mail, MapPin, Phone } from "lucide-react";
import {
  footerLegalLinks,
  footerQuickLinks,
  footerServices,
  sitemapLink,
  type NavLink,
} from "~/content/navigation";
import { site, telHref } from "~/content/site";
import { Container } from "../ui/container";
import { Logo } from "./logo";
import { SocialIcons } from "./social-icons";

function LinkColumn({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <div>
      <h2 className="text-accent-400 text-sm font-bold tracking-wider uppercase">{title}</h2>
      <ul className="mt-4 space-y-2">
        {links.map((link) => (
          <li key={link.label}>
            <a href={link.href} className="text-slate-200 hover:text-white hover:underline">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The attribute of the copyright's year, which the page's script keeps current between builds. */
export const YEAR_ATTRIBUTE = "data-current-year";

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="on-dark bg-ink text-slate-200">
      <Container className="grid grid-cols-1 gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo tone="light" />
          <p className="text-sm leading-relaxed">{site.description}</p>
          <SocialIcons />
        </div>
        <LinkColumn title="Our Services" links={footerServices} />
        <LinkColumn title="Quick Links" links={footerQuickLinks} />
        <div>
          <h2 className="text-accent-400 text-sm font-bold tracking-wider uppercase">Contact Us</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex gap-3">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                {site.address.street}, {site.address.city}, {site.address.country}
              </span>
            </p>
            <p className="flex gap-3">
              <Phone className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <a href={telHref(site.phone)} className="hover:text-white hover:underline">
                {site.phone}
              </a>
            </p>
            <p className="flex gap-3">
              <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <a href={`mailto:${site.infoEmail}`} className="break-all hover:text-white hover:underline">
                {site.infoEmail}
              </a>
            </p>
          </address>
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-3 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            &copy; <span {...{ [YEAR_ATTRIBUTE]: "" }}>{year}</span> {site.name}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {footerLegalLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="hover:text-white hover:underline">
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <a href={sitemapLink.href} className="hover:text-white hover:underline">
                {sitemapLink.label}
              </a>
            </li>
          </ul>
        </Container>
      </div>
    </footer>
  );
}
