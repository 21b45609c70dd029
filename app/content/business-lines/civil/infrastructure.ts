// Civil Contracting: Infrastructure Development.
import { Clock, Forklift, Route, Ruler, ShieldCheck, Shovel, Waves } from "lucide-react";
import { photo } from "../types";
import type { LinePage } from "../types";
import { quote, contact, crumbs } from "./shared";
import { page } from "../../page-entry";

export const infrastructure = {
  line: "civil",
  crumbs,
  hero: {
    eyebrow: "Civil Contractors",
    title: "Infrastructure Development",
    intro:
      "Road construction, earthworks, water and sewer systems and land development for public and private clients.",
    image: { src: photo("1589939705384-5185137a7f0f", 1600), alt: "Road under construction" },
    actions: [quote],
  },
  sections: [
    {
      kind: "service-cards",
      copy: { eyebrow: "What we build", title: "Infrastructure Services" },
      cards: [
        {
          icon: Route,
          title: "Road Construction",
          description: "Gravel, surfaced and concrete roads, with drainage, kerbing and road markings.",
          image: { src: photo("1589939705384-5185137a7f0f"), alt: "Paving a road" },
        },
        {
          icon: Shovel,
          title: "Earthworks",
          description: "Bulk excavation, cut and fill, compaction and platforms for plants and estates.",
          image: { src: photo("1620714223084-8fcacc6dfd8d"), alt: "Excavator moving earth" },
        },
        {
          icon: Waves,
          title: "Water & Sewer Systems",
          description: "Water mains, reservoirs, pump stations, sewer lines and treatment works.",
          image: { src: photo("1504328345606-18bbc8c9d7d1"), alt: "Large water pipes being laid" },
        },
        {
          icon: Ruler,
          title: "Land Development",
          description: "Serviced stands with roads, water, sewer and power, ready for building.",
          image: { src: photo("1541888946425-d81bb19240f5"), alt: "Land being prepared for development" },
        },
      ],
    },
    {
      kind: "reasons",
      copy: { eyebrow: "Why choose us", title: "Why Choose Us for Infrastructure" },
      reasons: [
        {
          icon: Forklift,
          title: "Our Own Plant",
          description: "Graders, excavators, rollers and tippers we own and maintain, so work never waits.",
        },
        {
          icon: ShieldCheck,
          title: "Safety & Quality",
          description: "Materials testing, survey control and a safety record clients audit and trust.",
        },
        {
          icon: Clock,
          title: "On Time",
          description: "Realistic programmes, tracked weekly and reported to you openly.",
        },
      ],
    },
    {
      kind: "projects",
      copy: { eyebrow: "Our work", title: "Featured Infrastructure Projects" },
      projects: [
        {
          title: "Rural Access Road Upgrade",
          location: "Mashonaland East",
          description: "Gravel road upgraded to a surfaced standard with culverts and bridges.",
          claims: ["20 km", "6 river crossings"],
          image: { src: photo("1589939705384-5185137a7f0f"), alt: "Newly surfaced rural road" },
        },
        {
          title: "Municipal Water Supply Scheme",
          location: "Harare Metropolitan",
          description: "Bulk water mains, a reservoir and a pump station for growing suburbs.",
          claims: ["250,000 residents", "35 km of mains"],
          image: { src: photo("1504328345606-18bbc8c9d7d1"), alt: "Water mains under construction" },
        },
        {
          title: "Residential Estate Servicing",
          location: "Ruwa",
          description: "Roads, water, sewer and storm-water drainage for a new housing estate.",
          claims: ["600 serviced stands", "45 hectares"],
          image: { src: photo("1541888946425-d81bb19240f5"), alt: "Serviced residential stands" },
        },
      ],
    },
  ],
  end: {
    kind: "call-to-action",
    title: "Planning roads, water or land development?",
    text: "Our engineers will visit your site and prepare a proposal.",
    actions: [contact, { label: "Back to Civil Contracting", href: "/civil-contracting" }],
  },
} satisfies LinePage;

/** Title and description for meta tags, sharing and the sitemap. */
export const infrastructureEntry = page(
  "/civil-contracting/infrastructure",
  "Infrastructure Development",
  "Road construction, earthworks, water and sewer systems and land development for public and private clients.",
);
