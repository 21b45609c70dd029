// The three business lines as the home page cards and the services overview blocks present them.
import { page } from "./page-entry";
import type { Picture } from "./shapes";

/** A photo with its description. */
export type ContentImage = Picture;

export interface ServiceLine {
  /** Which business line: picks the icon and the line's colour. */
  line: "mining" | "energy" | "civil";
  title: string;
  /** One sentence for the home page card. */
  summary: string;
  /** The longer text of the services overview block. */
  description: string;
  /** Exactly five bullets on the services overview. */
  features: readonly [string, string, string, string, string];
  /** The old service address the home cards and overview link to; it redirects to the landing page. */
  href: string;
  image: ContentImage;
}

export const unsplash = (photo: string, width: number) =>
  `https://images.unsplash.com/${photo}?auto=format&fit=crop&w=${width}&q=70`;

export const serviceLines: readonly ServiceLine[] = [
  {
    line: "mining",
    title: "Mining & Industrial",
    summary:
      "Industrial supplies, electrical equipment, mining spares, lubricants, pumps, pipes, fittings and valves.",
    description:
      "From the shaft to the process plant, we keep mines and factories running. We stock and source the equipment, spares and consumables that production depends on, and our technical team helps you choose, install and maintain them.",
    features: [
      "Industrial supplies and mining spares",
      "Electrical equipment and lubricants",
      "Air conditioning and refrigeration",
      "Pumps and power transmission equipment",
      "Pipes, fittings and valves",
    ],
    href: "/services/industrial",
    image: {
      src: unsplash("photo-1581094794329-c8112a89af12", 1200),
      alt: "Engineer inspecting heavy industrial machinery in a plant",
    },
  },
  {
    line: "energy",
    title: "Energy Solutions",
    summary:
      "Solar, biogas, wind and renewable energy, transformers, power plant equipment and electrical materials.",
    description:
      "Reliable power is the foundation of every operation. We design, supply and install renewable and conventional energy systems that cut costs and keep the lights on, from a rooftop solar array to a substation transformer.",
    features: [
      "Solar energy systems and storage",
      "Biogas and wind energy",
      "Transformers and power plant equipment",
      "Electrical materials and cabling",
      "Energy audits and system design",
    ],
    href: "/services/energy",
    image: {
      src: unsplash("photo-1509391366360-2e959784a276", 1200),
      alt: "Rows of solar panels in an open field under a clear sky",
    },
  },
  {
    line: "civil",
    title: "Civil Contractors",
    summary:
      "Roads, building works, steel fabrication, infrastructure, specialty construction and equipment hiring.",
    description:
      "Our civil contracting teams plan, build and maintain the infrastructure communities and businesses rely on. One accountable team takes each project from design to handover, on time and to specification.",
    features: [
      "Road construction and earthworks",
      "Commercial and residential building works",
      "Steel fabrication and specialty construction",
      "Water, sewer and infrastructure development",
      "Equipment hiring and project management",
    ],
    href: "/services/civil",
    image: {
      src: unsplash("photo-1541888946425-d81bb19240f5", 1200),
      alt: "Construction site with a crane and a building under construction",
    },
  },
];

export const servicesPage = {
  hero: {
    eyebrow: "What we do",
    title: "Our Services",
    intro:
      "Mining and industrial supplies, energy solutions and civil contracting, all from one trusted partner.",
    image: { src: unsplash("photo-1473341304170-971dccb5ac1e", 1600), alt: "" } satisfies ContentImage,
  },
  linkLabel: "Learn More",
  cta: {
    title: "Not Sure Where to Start?",
    text: "Tell us about your project and we will put you in touch with the right team.",
    actions: [{ label: "Request a Quote", href: "/contact" }],
  },
} as const;

/** Title and description for meta tags, sharing and the sitemap. */
export const servicesEntry = page(
  "/services",
  "Our Services",
  "Mining and industrial supplies, energy solutions and civil contracting: three business lines serving Southern Africa since 1991.",
);
