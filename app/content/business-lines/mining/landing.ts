// Mining & Industrial: the landing page. One module per page, so each page ships only its own copy.
import { Award, BadgeCheck, Cog, Droplets, Headset, Snowflake, Spline, Truck, Zap } from "lucide-react";
import { subpageCards } from "../line-nav";
import { photo } from "../types";
import type { LinePage } from "../types";
import { quote } from "./shared";
import { page } from "../../page-entry";
import { categoryPath } from "../../../lib/store-paths";

export const miningLanding = {
  line: "mining",
  hero: {
    eyebrow: "Mining & Industrial",
    title: "Mining & Industrial",
    intro:
      "Industrial supplies, electrical equipment, mining spares, lubricants, pumps, power transmission, pipes, fittings and valves: sourced, stocked and delivered to sites across Southern Africa.",
    image: { src: photo("1581091226825-a6a2a5aee158", 1600), alt: "Heavy industrial plant on a mine site" },
    actions: [quote, { label: "Browse Products", href: categoryPath("mining") }],
  },
  sections: [
    {
      kind: "service-cards",
      copy: {
        eyebrow: "What we supply",
        title: "Our Mining & Industrial Services",
        intro: "Five specialist divisions keep plants, mines and workshops running.",
      },
      cards: subpageCards("mining", {
        "/mining-industrial/air-conditioning": {
          icon: Snowflake,
          description:
            "Industrial air conditioning and refrigeration for control rooms, workshops, offices and cold stores.",
          image: { src: photo("1631545806609-35d4ae440431"), alt: "Air conditioning units on a wall" },
        },
        "/mining-industrial/pumps": {
          icon: Droplets,
          description: "Dewatering, slurry, process and borehole pumps with genuine spares and repair kits.",
          image: { src: photo("1565008447742-97f6f38c985c"), alt: "Industrial pump installation" },
        },
        "/mining-industrial/power-transmission": {
          icon: Cog,
          description:
            "Gearboxes, couplings, bearings, belts and chains that keep conveyors and mills turning.",
          image: { src: photo("1581094794329-c8112a89af12"), alt: "Gears and drive components" },
        },
        "/mining-industrial/electrical": {
          icon: Zap,
          description: "Motors, switchgear, control panels, cabling and protection devices for harsh sites.",
          image: { src: photo("1621905251918-48416bd8575a"), alt: "Electrician working on a control panel" },
        },
        "/mining-industrial/pipes": {
          icon: Spline,
          description: "Steel, HDPE and PVC pipes, fittings and valves for water, slurry and process lines.",
          image: { src: photo("1504328345606-18bbc8c9d7d1"), alt: "Stacked industrial pipes" },
        },
      }),
    },
    {
      kind: "reasons",
      copy: {
        eyebrow: "Why choose us",
        title: "Why Choose Us for Mining & Industrial Supplies",
        intro: "Buyers on mines and plants trust us because we answer fast and deliver what we quote.",
      },
      reasons: [
        {
          icon: Award,
          title: "Since 1991",
          description: "More than 30 years of supplying mines, factories and utilities in Southern Africa.",
        },
        {
          icon: BadgeCheck,
          title: "Genuine Brands",
          description: "Original equipment and certified spares from manufacturers we represent directly.",
        },
        {
          icon: Truck,
          title: "Delivery to Site",
          description: "Stock in Harare and reliable delivery to remote mines and plants across the region.",
        },
        {
          icon: Headset,
          title: "Technical Support",
          description: "Engineers who help you specify, install and maintain the right equipment.",
        },
      ],
    },
  ],
  end: {
    kind: "call-to-action",
    title: "Need equipment or spares for your site?",
    text: "Tell us what you need and our sales team will send a quote, usually the same working day.",
    actions: [
      { label: "Contact Us Today", href: "/contact" },
      { label: "View Products", href: categoryPath("mining") },
    ],
  },
} satisfies LinePage;

/** Title and description for meta tags, sharing and the sitemap. */
export const miningLandingEntry = page(
  "/mining-industrial",
  "Mining & Industrial",
  "Industrial supplies, electrical equipment, mining spares, lubricants, pumps, power transmission, pipes, fittings and valves.",
);
