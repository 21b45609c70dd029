// Civil Contracting: the landing page. One module per page, so each page ships only its own copy.
import { Building2, Forklift, Hammer, Route } from "lucide-react";
import { subpageCards } from "../line-nav";
import { photo } from "../types";
import type { LinePage } from "../types";
import { quote } from "./shared";
import { page } from "../../page-entry";
import { categoryPath } from "../../../lib/store-paths";

export const civilLanding = {
  line: "civil",
  hero: {
    eyebrow: "Civil Contractors",
    title: "Civil Contracting",
    intro:
      "Roads, building works, steel fabrication, infrastructure, specialty construction and equipment hiring, delivered on time by our own crews and plant.",
    image: { src: photo("1541888946425-d81bb19240f5", 1600), alt: "Construction site with cranes" },
    actions: [quote, { label: "View Services", href: categoryPath("construction") }],
  },
  sections: [
    {
      kind: "service-cards",
      copy: {
        eyebrow: "What we build",
        title: "Our Civil Contracting Services",
        intro: "Four divisions, one accountable contractor from site clearing to handover.",
      },
      cards: subpageCards("civil", {
        "/civil-contracting/building": {
          icon: Building2,
          description: "Commercial, industrial, residential and institutional buildings, planned and built.",
          image: { src: photo("1504307651254-35680f356dfd"), alt: "Building under construction" },
        },
        "/civil-contracting/infrastructure": {
          icon: Route,
          description: "Roads, earthworks, water and sewer systems and land development.",
          image: { src: photo("1589939705384-5185137a7f0f"), alt: "Road construction machinery" },
        },
        "/civil-contracting/specialty": {
          icon: Hammer,
          description: "Steel works, concrete works, plumbing and drainage, partitions and interiors.",
          image: { src: photo("1590069261209-f8e9b8642343"), alt: "Steel reinforcement work" },
        },
        "/civil-contracting/additional": {
          icon: Forklift,
          description: "Equipment hiring, project management and maintenance plans.",
          image: { src: photo("1620714223084-8fcacc6dfd8d"), alt: "Construction equipment on site" },
        },
      }),
    },
  ],
  end: {
    kind: "call-to-action",
    title: "Have a project to build?",
    text: "Send us your drawings or an outline and we will price it and plan the work.",
    actions: [quote, { label: "Our Services", href: "/services" }],
  },
} satisfies LinePage;

/** Title and description for meta tags, sharing and the sitemap. */
export const civilLandingEntry = page(
  "/civil-contracting",
  "Civil Contracting",
  "Civil contractors for roads, building works, steel fabrication, infrastructure, specialty construction and equipment hire.",
);
