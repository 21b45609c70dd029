// Mining & Industrial: Air Conditioning Solutions.
import { AirVent, CalendarCheck, ClipboardList, Fan, Settings, Thermometer, Wrench } from "lucide-react";
import { lineCrumbs } from "../line-nav";
import { photo } from "../types";
import type { LinePage } from "../types";
import { quote, backToMining } from "./shared";
import { page } from "../../page-entry";
import { categoryPath } from "../../../lib/store-paths";

export const airConditioning = {
  line: "mining",
  crumbs: lineCrumbs("mining"),
  hero: {
    eyebrow: "Mining & Industrial",
    title: "Air Conditioning Solutions",
    intro:
      "Cooling and refrigeration that copes with dust, heat and unstable power: supplied, installed and serviced by our own technicians.",
    image: { src: photo("1631545806609-35d4ae440431", 1600), alt: "Air conditioning units" },
    actions: [quote, { label: "Browse Products", href: categoryPath("air-conditioning") }],
  },
  sections: [
    {
      kind: "service-cards",
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
    {
      kind: "reasons",
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
    {
      kind: "brands",
      copy: {
        eyebrow: "Brands",
        title: "Brands We Supply",
        intro: "Authorised supply of the leading air conditioning manufacturers.",
      },
      brands: [{ name: "Daikin" }, { name: "Carrier" }, { name: "LG" }, { name: "Samsung" }],
    },
  ],
  end: { kind: "link-back", action: backToMining },
} satisfies LinePage;

/** Title and description for meta tags, sharing and the sitemap. */
export const airConditioningEntry = page(
  "/mining-industrial/air-conditioning",
  "Air Conditioning Solutions",
  "Industrial air conditioning and refrigeration: supply, installation, maintenance, repair and consulting for sites of any size.",
);
