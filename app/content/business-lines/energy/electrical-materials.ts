// Energy Solutions: Electrical Materials.
import {
  BadgeCheck,
  Cable,
  Handshake,
  Layers,
  Lightbulb,
  PackageCheck,
  Plug,
  ShieldCheck,
  Users,
  Zap,
} from "lucide-react";
import { lineCrumbs } from "../line-nav";
import { photo } from "../types";
import type { LinePage, ServiceCard } from "../types";
import { page } from "../../page-entry";
import { categoryPath } from "../../../lib/store-paths";

/** The store slug the materials page links to; the catalogue does not know it (it is served as an empty category). */
export const MATERIALS_CATEGORY = categoryPath("energy-solutions");

const category = (icon: ServiceCard["icon"], title: string, description: string): ServiceCard => ({
  icon,
  title,
  description,
  href: MATERIALS_CATEGORY,
});

export const electricalMaterials = {
  line: "energy",
  crumbs: lineCrumbs("energy"),
  hero: {
    eyebrow: "Energy Solutions",
    title: "Electrical Materials",
    intro:
      "Cables, protection, insulators and connectors for power distribution, in stock in Harare and tested to the standards utilities and mines require.",
    image: { src: photo("1621905251918-48416bd8575a", 1600), alt: "Electrical cables and switchgear" },
    actions: [
      { label: "Request a Quote", href: "/contact" },
      { label: "Browse Products", href: MATERIALS_CATEGORY },
    ],
  },
  sections: [
    {
      kind: "service-cards",
      copy: {
        eyebrow: "Categories",
        title: "Electrical Material Categories",
        intro: "Six ranges that cover a distribution project from the transformer to the socket.",
      },
      cards: [
        category(Cable, "Cables & Wires", "Armoured, flexible and building wire in copper and aluminium."),
        category(
          ShieldCheck,
          "Circuit Protection",
          "Breakers, fuses, surge arresters and earth-leakage units.",
        ),
        category(Zap, "Insulators", "Pin, post, disc and suspension insulators for overhead lines."),
        category(Plug, "Connectors & Lugs", "Crimp lugs, ferrules, joints and terminations."),
        category(Layers, "Conduits & Trunking", "PVC and steel conduit, trunking, cable trays and ladders."),
        category(Lightbulb, "Lighting & Accessories", "Floodlights, street lights, switches and sockets."),
      ],
    },
    {
      kind: "reasons",
      copy: {
        eyebrow: "Why choose us",
        title: "Why Buy Electrical Materials From Us",
      },
      reasons: [
        {
          icon: BadgeCheck,
          title: "Certified Quality",
          description: "Materials that meet SABS, IEC and utility specifications, with test certificates.",
        },
        {
          icon: PackageCheck,
          title: "Large Stock",
          description:
            "Cable drums, breakers and fittings held in Harare for immediate collection or delivery.",
        },
        {
          icon: Users,
          title: "Expert Advice",
          description: "Engineers who check cable sizing, protection ratings and bills of materials.",
        },
        {
          icon: Handshake,
          title: "Competitive Prices",
          description: "Project pricing for contractors, utilities and mines, with account terms available.",
        },
      ],
    },
    {
      kind: "products",
      copy: {
        eyebrow: "Featured products",
        title: "Featured Electrical Materials",
        intro: "Popular lines at fixed prices. Open a product for details and ordering.",
      },
      products: [
        {
          productId: "prod-005",
          name: "Armoured Cable",
          spec: "4-core 16 mm² copper SWA, 600/1000 V",
          priceCents: 1299,
          unit: { short: "/m", long: "per metre" },
          image: { src: photo("1621905251918-48416bd8575a"), alt: "Armoured cable" },
        },
        {
          productId: "prod-006",
          name: "Circuit Breaker",
          spec: "Moulded-case, 3-pole, 250 A, 36 kA",
          priceCents: 47500,
          image: { src: photo("1473341304170-971dccb5ac1e"), alt: "Circuit breaker" },
        },
        {
          productId: "prod-007",
          name: "Insulator",
          spec: "Porcelain pin insulator, 33 kV",
          priceCents: 8950,
          image: { src: photo("1466611653911-95081537e5b7"), alt: "Line insulator" },
        },
        {
          productId: "prod-008",
          name: "Lug Set",
          spec: "Copper crimp lugs, 60-piece assorted",
          priceCents: 3499,
          image: { src: photo("1581094794329-c8112a89af12"), alt: "Set of copper cable lugs" },
        },
      ],
    },
  ],
  end: {
    kind: "call-to-action",
    title: "Need materials for a project?",
    text: "Send us your bill of materials for a project quote, or order from our store.",
    actions: [
      { label: "Contact Us", href: "/contact" },
      { label: "Visit Our Store", href: "/store" },
    ],
  },
} satisfies LinePage;

/** Title and description for meta tags, sharing and the sitemap. */
export const electricalMaterialsEntry = page(
  "/energy-solutions/materials",
  "Electrical Materials",
  "Electrical materials for power distribution: cables, circuit breakers, insulators, lugs, conduits and accessories.",
);
