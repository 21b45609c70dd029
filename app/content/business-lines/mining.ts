// Mining & Industrial: the landing page, Air Conditioning Solutions and Pipes, Fittings & Valves.
import {
  AirVent,
  Award,
  BadgeCheck,
  CalendarCheck,
  ClipboardList,
  Cog,
  Cylinder,
  Droplets,
  Factory,
  Fan,
  Flame,
  Gauge,
  Headset,
  Mountain,
  Settings,
  Snowflake,
  Spline,
  Thermometer,
  Truck,
  Wrench,
  Zap,
} from "lucide-react";
import { lineCrumbs, subpageCards } from "./line-nav";
import type { Action, Brand, Closing, Crumb, Feature, Hero, Reason, SectionCopy, ServiceCard } from "./types";
import { photo } from "./types";

const quote: Action = { label: "Request a Quote", href: "/contact" };
const backToMining: Action = { label: "Back to Mining & Industrial", href: "/mining-industrial" };

export interface MiningLandingPage {
  hero: Hero;
  services: { copy: SectionCopy; cards: readonly ServiceCard[] };
  whyChoose: { copy: SectionCopy; reasons: readonly Reason[] };
  closing: Closing;
}

export const miningLanding: MiningLandingPage = {
  hero: {
    eyebrow: "Mining & Industrial",
    title: "Mining & Industrial",
    intro:
      "Industrial supplies, electrical equipment, mining spares, lubricants, pumps, power transmission, pipes, fittings and valves: sourced, stocked and delivered to sites across Southern Africa.",
    image: { src: photo("1581091226825-a6a2a5aee158", 1600), alt: "Heavy industrial plant on a mine site" },
    actions: [quote, { label: "Browse Products", href: "/store/category/mining" }],
  },
  services: {
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
  whyChoose: {
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
  closing: {
    title: "Need equipment or spares for your site?",
    text: "Tell us what you need and our sales team will send a quote, usually the same working day.",
    actions: [
      { label: "Contact Us Today", href: "/contact" },
      { label: "View Products", href: "/store/category/mining" },
    ],
  },
};

export interface AirConditioningPage {
  crumbs: readonly Crumb[];
  hero: Hero;
  products: { copy: SectionCopy; cards: readonly ServiceCard[] };
  services: { copy: SectionCopy; reasons: readonly Reason[] };
  brands: { copy: SectionCopy; list: readonly Brand[] };
  back: Action;
}

export const airConditioning: AirConditioningPage = {
  crumbs: lineCrumbs("mining"),
  hero: {
    eyebrow: "Mining & Industrial",
    title: "Air Conditioning Solutions",
    intro:
      "Cooling and refrigeration that copes with dust, heat and unstable power: supplied, installed and serviced by our own technicians.",
    image: { src: photo("1631545806609-35d4ae440431", 1600), alt: "Air conditioning units" },
    actions: [quote, { label: "Browse Products", href: "/store/category/air-conditioning" }],
  },
  products: {
    copy: {
      eyebrow: "Products",
      title: "Air Conditioning Products",
      intro: "Three families of equipment for every building on your site.",
    },
    cards: [
      {
        icon: AirVent,
        title: "Split & Multi-Split Systems",
        description:
          "Inverter wall, ceiling and cassette units for offices, control rooms and accommodation.",
        features: ["9,000 to 60,000 BTU", "R32 refrigerant", "Wide-voltage operation"],
        image: { src: photo("1585771724684-38269d6639fd"), alt: "Split air conditioner indoor unit" },
      },
      {
        icon: Fan,
        title: "Ducted & Packaged Units",
        description: "Central cooling for workshops, warehouses and large open-plan buildings.",
        features: ["Rooftop packaged units", "Ducted air handlers", "Fresh-air and filtration options"],
        image: { src: photo("1621905252507-b35492cc74b4"), alt: "Rooftop packaged air conditioning unit" },
      },
      {
        icon: Thermometer,
        title: "Industrial Refrigeration",
        description: "Cold rooms, chillers and process cooling for food, pharmaceuticals and plants.",
        features: ["Walk-in cold and freezer rooms", "Water and glycol chillers", "Condensing units"],
        image: {
          src: photo("1581092160562-40aa08e78837"),
          alt: "Technician servicing refrigeration equipment",
        },
      },
    ],
  },
  services: {
    copy: {
      eyebrow: "Services",
      title: "Our Air Conditioning Services",
      intro: "One team from the first site visit to the last service call.",
    },
    reasons: [
      {
        icon: Wrench,
        title: "Installation",
        description:
          "Sized, installed and commissioned to the manufacturer's standard, with a signed handover.",
      },
      {
        icon: CalendarCheck,
        title: "Maintenance",
        description:
          "Scheduled cleaning, gas checks and filter changes that keep units efficient and in warranty.",
      },
      {
        icon: Settings,
        title: "Repair",
        description: "Fast fault-finding and repairs with stocked spares, on site or in our workshop.",
      },
      {
        icon: ClipboardList,
        title: "Consulting",
        description:
          "Heat-load calculations, energy audits and system design for new and existing buildings.",
      },
    ],
  },
  brands: {
    copy: {
      eyebrow: "Brands",
      title: "Brands We Supply",
      intro: "Authorised supply of the leading air conditioning manufacturers.",
    },
    list: [{ name: "Daikin" }, { name: "Carrier" }, { name: "LG" }, { name: "Samsung" }],
  },
  back: backToMining,
};

export interface PipesPage {
  crumbs: readonly Crumb[];
  hero: Hero;
  products: { copy: SectionCopy; cards: readonly ServiceCard[] };
  customPiping: Feature;
  categories: { copy: SectionCopy; reasons: readonly Reason[] };
  closing: Closing;
}

export const pipes: PipesPage = {
  crumbs: lineCrumbs("mining"),
  hero: {
    eyebrow: "Mining & Industrial",
    title: "Pipes, Fittings & Valves",
    intro:
      "Pipes, fittings and valves in steel, HDPE and PVC for water, slurry, process and fire lines, from one supplier that stocks the whole run.",
    image: { src: photo("1504328345606-18bbc8c9d7d1", 1600), alt: "Industrial pipework" },
    actions: [quote, { label: "Browse Products", href: "/store" }],
  },
  products: {
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
        features: ["15 mm to 1,200 mm diameter", "PN6 to PN25 pressure classes", "Lined and coated options"],
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
        features: ["Butt-weld and socket-weld", "Electrofusion and compression", "Victaulic-style couplings"],
        image: { src: photo("1565008447742-97f6f38c985c"), alt: "Pipe fittings and flanges" },
      },
    ],
  },
  customPiping: {
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
  categories: {
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
  closing: {
    title: "Ready to order pipes, fittings or valves?",
    text: "Browse our store or send us your bill of materials for a quote.",
    actions: [
      { label: "Browse Products", href: "/store" },
      { label: "Contact Us", href: "/contact" },
    ],
  },
};
