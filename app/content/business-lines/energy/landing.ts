// Energy Solutions (navigation label: the company's energy brand): the landing page. One module per page,
// so each page ships only its own copy.
import { Cable, Sun, Wind, Zap } from "lucide-react";
import { site } from "../../site";
import { subpageCards } from "../line-nav";
import { photo } from "../types";
import type { LinePage } from "../types";
import { page } from "../../page-entry";
import { categoryPath } from "../../../lib/store-paths";

export const energyLanding = {
  line: "energy",
  hero: {
    eyebrow: "Energy Solutions",
    title: site.energyBrandName,
    intro:
      "Solar, biogas, wind and renewable energy, transformers, power plant equipment and electrical materials: clean, reliable power for homes, farms, mines and industry.",
    image: { src: photo("1509391366360-2e959784a276", 1600), alt: "Rows of solar panels" },
    actions: [
      { label: "Request a Quote", href: "/contact" },
      { label: "Browse Products", href: categoryPath("energy") },
    ],
  },
  sections: [
    {
      kind: "service-cards",
      copy: {
        eyebrow: "What we offer",
        title: "Our Energy Solutions",
        intro: "From a single rooftop system to a substation, one partner for generation and distribution.",
      },
      cards: subpageCards("energy", {
        "/energy-solutions/solar": {
          icon: Sun,
          description:
            "Panels, inverters and batteries, designed and installed for homes, farms and industry.",
          image: { src: photo("1509391366360-2e959784a276"), alt: "Solar panels in the sun" },
        },
        "/energy-solutions/renewable": {
          icon: Wind,
          description: "Biogas, wind and hybrid systems that cut diesel costs and keep operations running.",
          image: { src: photo("1466611653911-95081537e5b7"), alt: "Wind turbines on a ridge" },
        },
        "/energy-solutions/power-equipment": {
          icon: Zap,
          description:
            "Transformers, switchgear, generators and power plant components for utilities and mines.",
          image: { src: photo("1473341304170-971dccb5ac1e"), alt: "High-voltage power lines" },
        },
        "/energy-solutions/materials": {
          icon: Cable,
          description: "Cables, circuit breakers, insulators, lugs and conduit for power distribution.",
          image: { src: photo("1621905251918-48416bd8575a"), alt: "Electrical cables and connectors" },
        },
      }),
    },
  ],
  end: {
    kind: "call-to-action",
    title: "Planning a power project?",
    text: "Our energy engineers size systems, quote materials and install to standard.",
    actions: [
      { label: "Request a Quote", href: "/contact" },
      { label: "Visit Our Store", href: "/store" },
    ],
  },
} satisfies LinePage;

/** Title and description for meta tags, sharing and the sitemap. */
export const energyLandingEntry = page(
  "/energy-solutions",
  site.energyBrandName,
  "Solar, biogas, wind and renewable energy, transformers, power plant equipment and electrical materials for Southern Africa.",
);
