// Shapes of the business-line pages' copy. Sections on every line share these, so the pages share components.
import type { LucideIcon } from "lucide-react";
import type { BusinessLineNav } from "../navigation";
import type { Action, Crumb, Picture, SectionCopy } from "../shapes";

export type { Action, Crumb, Picture, SectionCopy };

export type Line = BusinessLineNav["line"];

/**
 * A decorative icon: any icon from lucide-react (https://lucide.dev/icons), imported by name at the top of the
 * content file. Each page then loads only the icons it shows.
 */
export type IconName = LucideIcon;

export interface Hero {
  eyebrow: string;
  title: string;
  intro: string;
  image: Picture;
  actions: readonly Action[];
}

/** Service card: the whole card links to `href` unless `action` gives it its own visible link. */
export interface ServiceCard {
  icon: IconName;
  title: string;
  description: string;
  features?: readonly string[];
  image?: Picture;
  href?: string;
  action?: Action;
}

export interface Reason {
  icon: IconName;
  title: string;
  description: string;
}

export interface ProcessStep {
  title: string;
  description: string;
}

export interface Project {
  title: string;
  location: string;
  description: string;
  /** Marketing figures such as "10 storeys" or "250,000 residents". */
  claims: readonly string[];
  image: Picture;
}

export interface MaintenancePlan {
  name: string;
  frequency: string;
  description: string;
  features: readonly string[];
  highlighted?: boolean;
  action: Action;
}

export interface Testimonial {
  content: string;
  author: string;
  position: string;
}

/** A partner brand; without a logo (or when it fails to load) its name is shown as a wordmark. */
export interface Brand {
  name: string;
  logo?: string;
}

/** A product featured on a content page at a fixed price, independent of the store's own price lists. */
export interface FeaturedProduct {
  productId: `prod-${string}`;
  name: string;
  spec: string;
  /** Integer US cents. */
  priceCents: number;
  /** Sold per unit, shown after the price ("/m"); absent for single items. */
  unit?: { short: string; long: string };
  image: Picture;
}

/** A picture beside a heading, a paragraph, bullets and one action. */
export interface Feature {
  copy: SectionCopy;
  points: readonly string[];
  image: Picture;
  action: Action;
}

export interface Closing {
  title: string;
  text: string;
  actions: readonly Action[];
}

/**
 * One band of a business-line page, below the hero: its heading and what it shows. The page template puts the
 * bands on alternating plain and muted backgrounds; consecutive `feature` bands put their photos on alternating
 * sides.
 */
export type Section =
  | { kind: "service-cards"; copy: SectionCopy; cards: readonly ServiceCard[] }
  | { kind: "reasons"; copy: SectionCopy; reasons: readonly Reason[] }
  | { kind: "process"; copy: SectionCopy; steps: readonly ProcessStep[] }
  | { kind: "projects"; copy: SectionCopy; projects: readonly Project[] }
  | { kind: "plans"; copy: SectionCopy; plans: readonly MaintenancePlan[] }
  | { kind: "testimonials"; copy: SectionCopy; testimonials: readonly Testimonial[] }
  | { kind: "products"; copy: SectionCopy; products: readonly FeaturedProduct[] }
  | { kind: "brands"; copy: SectionCopy; brands: readonly Brand[] }
  /** A photo beside the heading, ticked points and one action. */
  | ({ kind: "feature" } & Feature);

export type SectionKind = Section["kind"];

/** How a page ends: the dark call-to-action band, or a quiet link back to the line's landing page. */
export type PageEnd = ({ kind: "call-to-action" } & Closing) | { kind: "link-back"; action: Action };

/**
 * A business-line page: its hero, its bands in order, and how it ends. Declare a page with `satisfies LinePage`,
 * so its type keeps the kinds of band it has (the route supplies a component for each).
 */
export interface LinePage {
  line: Line;
  /** The trail above a subpage's title; a line's landing page has none. */
  crumbs?: readonly Crumb[];
  hero: Hero;
  sections: readonly Section[];
  end: PageEnd;
}

/** The kinds of band a page has. */
export type KindsOf<P extends LinePage> = P["sections"][number]["kind"];

/** The `index`-th band of a kind on a page (the first by default); throws when the page has none. */
export function sectionOf<K extends SectionKind>(
  page: LinePage,
  kind: K,
  index = 0,
): Extract<Section, { kind: K }> {
  const ofKind = page.sections.filter(
    (section): section is Extract<Section, { kind: K }> => section.kind === kind,
  );
  const found = ofKind[index];
  if (!found) throw new Error(`The page "${page.hero.title}" has no ${kind} band number ${index + 1}`);
  return found;
}

/** Unsplash photo URL at a given width (the only image host the Content-Security-Policy allows). */
export function photo(id: string, width = 800): string {
  return `https://images.unsplash.com/photo-${id}?auto=format&fit=crop&w=${width}&q=70`;
}
