// Mining & Industrial: Pipes, Fittings & Valves.
import { Cylinder, Droplets, Factory, Flame, Gauge, Mountain, Spline } from "lucide-react";
import { lineCrumbs } from "../line-nav";
import { photo } from "../types";
import type { LinePage } from "../types";
import { quote } from "./shared";
import { page } from "../../page-entry";

export const pipes = {
  line: "mining",
  crumbs: lineCrumbs("mining"),
  hero: {
    eyebrow: "Mining & Industrial",
    title: "Pipes, Fittings & Valves",
    intro:
      "Pipes, fittings and valves in steel, HDPE and PVC for water, slurry, process and fire lines, from one supplier that stocks the whole run.",
    image: { src: photo("1504328345606-18bbc8c9d7d1", 1600), alt: "Industrial pipework" },
    actions: [quote, { label: "Browse Products", href: "/store" }],
  },
  sections: [
    {
      kind: "service-cards",
      copy: {
        eyebrow: "Products",
        title: "Pipes, Valves and Fittings",
        intro: "Everything for a complete pipeline, matched in size, pressure class and material.",
      },
      cards: [
        {
          icon: Cylinder,
          title: "Pipes",
          description:
            "Seamless and welded steel, HDPE and uPVC pipe for water, slurry, air and process lines.",
          features: [
            "15 mm to 1,200 mm diameter",
            "PN6 to PN25 pressure classes",
            "Lined and coated options",
          ],
          image: { src: photo("1504328345606-18bbc8c9d7d1"), alt: "Stacked steel pipes" },
        },
        {
          icon: Gauge,
          title: "Valves",
          description:
            "Gate, globe, ball, butterfly, check and knife-gate valves for clean and abrasive media.",
          features: ["Manual and actuated", "Flanged and threaded", "Slurry-rated knife gates"],
          image: { src: photo("1581094794329-c8112a89af12"), alt: "Industrial valves on a pipeline" },
        },
        {
          icon: Spline,
          title: "Fittings",
          description: "Elbows, tees, reducers, flanges, couplings and saddles in every material we stock.",
          features: [
            "Butt-weld and socket-weld",
            "Electrofusion and compression",
            "Victaulic-style couplings",
          ],
          image: { src: photo("1565008447742-97f6f38c985c"), alt: "Pipe fittings and flanges" },
        },
      ],
    },
    {
      kind: "feature",
      copy: {
        eyebrow: "Custom piping",
        title: "Custom Piping Solutions",
        intro:
          "When a standard part will not do, our engineers design and fabricate spools, manifolds and complete pipe runs to your drawings or site measurements.",
      },
      points: [
        "Design and pressure calculations",
        "Spool and manifold fabrication",
        "On-site installation and pressure testing",
        "Material certificates and test reports",
      ],
      image: { src: photo("1581092160562-40aa08e78837"), alt: "Engineer inspecting fabricated pipework" },
      action: { label: "Discuss Your Project", href: "/contact" },
    },
    {
      kind: "reasons",
      copy: {
        eyebrow: "Specialised categories",
        title: "Specialised Categories",
        intro: "Piping for the applications where failure is not an option.",
      },
      reasons: [
        {
          icon: Mountain,
          title: "Mining & Slurry",
          description: "Abrasion-resistant lined pipe, knife-gate valves and heavy-duty couplings.",
        },
        {
          icon: Droplets,
          title: "Water & Irrigation",
          description: "HDPE and PVC systems for boreholes, reticulation and irrigation schemes.",
        },
        {
          icon: Flame,
          title: "Fire Protection",
          description: "Approved pipe, valves and fittings for sprinkler and hydrant systems.",
        },
        {
          icon: Factory,
          title: "Industrial Process",
          description: "Stainless and carbon steel for chemical, food and steam service.",
        },
      ],
    },
  ],
  end: {
    kind: "call-to-action",
    title: "Ready to order pipes, fittings or valves?",
    text: "Browse our store or send us your bill of materials for a quote.",
    actions: [
      { label: "Browse Products", href: "/store" },
      { label: "Contact Us", href: "/contact" },
    ],
  },
} satisfies LinePage;

/** Title and description for meta tags, sharing and the sitemap. */
export const pipesEntry = page(
  "/mining-industrial/pipes",
  "Pipes, Fittings & Valves",
  "Pipes, fittings and valves in steel, HDPE and PVC for water, slurry and process lines, with custom piping solutions.",
);
