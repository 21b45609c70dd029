// Civil Contracting: what its pages share.
import { lineCrumbs } from "../line-nav";
import type { Action, Closing, Crumb, Hero, Project, Reason, SectionCopy, ServiceCard } from "../types";

export const quote: Action = { label: "Request a Quote", href: "/contact" };
export const contact: Action = { label: "Contact Us", href: "/contact" };

export const crumbs = lineCrumbs("civil");

/** A civil subpage laid out as services, reasons to choose us and featured projects (infrastructure, specialty). */
export interface CivilServicePage {
  crumbs: readonly Crumb[];
  hero: Hero;
  services: { copy: SectionCopy; cards: readonly ServiceCard[] };
  whyChoose: { copy: SectionCopy; reasons: readonly Reason[] };
  projects: { copy: SectionCopy; list: readonly Project[] };
  closing: Closing;
}
