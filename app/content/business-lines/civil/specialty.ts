// Civil Contracting: Specialty Construction.
import { Blocks, BrickWall, Construction, Droplets, HardHat, PencilRuler, ShieldCheck } from "lucide-react";
import { photo } from "../types";
import type { Action, LinePage, ServiceCard } from "../types";
import { quote, contact, crumbs } from "./shared";
import { page } from "../../page-entry";

const learnMore = (title: string): Action => ({
  label: "Learn More",
  href: "/contact",
  ariaLabel: `Learn more about ${title}`,
});

const specialtyService = (
  icon: ServiceCard["icon"],
  title: string,
  description: string,
  features: readonly string[],
  image: ServiceCard["image"],
): ServiceCard => ({ icon, title, description, features, image, action: learnMore(title) });

export const specialty = {
  line: "civil",
  crumbs,
  hero: {
    eyebrow: "Civil Contractors",
    title: "Specialty Construction",
    intro:
      "Specialist trades that make a structure work: steel, concrete, plumbing and drainage, partitions and interiors.",
    image: { src: photo("1590069261209-f8e9b8642343", 1600), alt: "Steel fabrication on site" },
    actions: [quote],
  },
  sections: [
    {
      kind: "service-cards",
      copy: { eyebrow: "Specialist trades", title: "Specialty Services" },
      cards: [
        specialtyService(
          Construction,
          "Steel Works",
          "Structural steel fabrication and erection: frames, roofs, mezzanines and platforms.",
          ["Structural frames", "Roof trusses", "Stairs and walkways"],
          { src: photo("1590069261209-f8e9b8642343"), alt: "Structural steel frame" },
        ),
        specialtyService(
          Blocks,
          "Concrete Works",
          "Foundations, slabs, columns and precast elements, poured and finished to specification.",
          ["Foundations and slabs", "Retaining walls", "Industrial floors"],
          { src: photo("1504307651254-35680f356dfd"), alt: "Concrete being poured" },
        ),
        specialtyService(
          Droplets,
          "Plumbing & Drainage",
          "Water supply, sanitation, storm-water and sewer drainage for every kind of building.",
          ["Hot and cold water", "Sanitary installations", "Storm-water drainage"],
          { src: photo("1504328345606-18bbc8c9d7d1"), alt: "Plumbing pipework" },
        ),
        specialtyService(
          BrickWall,
          "Partitions & Interiors",
          "Drywall partitions, ceilings, flooring and fit-outs for offices, shops and clinics.",
          ["Drywall partitions", "Suspended ceilings", "Office fit-outs"],
          { src: photo("1486406146926-c627a92ad1ab"), alt: "Office interior fit-out" },
        ),
      ],
    },
    {
      kind: "reasons",
      copy: { eyebrow: "Why choose us", title: "Why Choose Our Specialist Teams" },
      reasons: [
        {
          icon: HardHat,
          title: "Qualified Tradespeople",
          description: "Certified welders, plumbers and finishers employed by us, not casual labour.",
        },
        {
          icon: PencilRuler,
          title: "Precision",
          description: "Work set out from drawings and checked against tolerances before it is signed off.",
        },
        {
          icon: ShieldCheck,
          title: "Guaranteed Work",
          description: "Workmanship guarantees and as-built records on every job.",
        },
      ],
    },
    {
      kind: "projects",
      copy: { eyebrow: "Our work", title: "Featured Specialty Projects" },
      projects: [
        {
          title: "Processing Plant Steel Structure",
          location: "Kwekwe",
          description: "Fabrication and erection of a plant's main structure and conveyor gantries.",
          claims: ["450 tonnes of steel", "Zero lost-time injuries"],
          image: { src: photo("1590069261209-f8e9b8642343"), alt: "Steel plant structure" },
        },
        {
          title: "Warehouse Floor Slab",
          location: "Msasa, Harare",
          description: "A laser-levelled, fibre-reinforced slab for high-bay racking.",
          claims: ["50,000 sq ft", "Laser-levelled finish"],
          image: { src: photo("1587293852726-70cdb56c2866"), alt: "Warehouse floor" },
        },
        {
          title: "Hospital Wing Fit-Out",
          location: "Bulawayo",
          description: "Plumbing, drainage, partitions and ceilings for a new hospital wing.",
          claims: ["80 beds", "4 operating theatres"],
          image: { src: photo("1586773860418-d37222d8fce3"), alt: "Hospital corridor interior" },
        },
      ],
    },
  ],
  end: {
    kind: "call-to-action",
    title: "Need a specialist team?",
    text: "Tell us about the work and we will send the right people to price it.",
    actions: [contact, { label: "Back to Civil Contracting", href: "/civil-contracting" }],
  },
} satisfies LinePage;

/** Title and description for meta tags, sharing and the sitemap. */
export const specialtyEntry = page(
  "/civil-contracting/specialty",
  "Specialty Construction",
  "Steel works, concrete works, plumbing and drainage, partitions and interiors delivered by specialist construction teams.",
);
