// Civil Contracting: Building Works.
import { Building2, GraduationCap, House, Warehouse } from "lucide-react";
import { photo } from "../types";
import type { LinePage } from "../types";
import { quote, contact, crumbs } from "./shared";
import { page } from "../../page-entry";

export const buildingWorks = {
  line: "civil",
  crumbs,
  hero: {
    eyebrow: "Civil Contractors",
    title: "Building Works",
    intro:
      "Commercial, industrial, residential and institutional buildings, planned, designed and built by one accountable team.",
    image: {
      src: photo("1504307651254-35680f356dfd", 1600),
      alt: "Multi-storey building under construction",
    },
    actions: [quote],
  },
  sections: [
    {
      kind: "service-cards",
      copy: { eyebrow: "What we build", title: "Building Services" },
      cards: [
        {
          icon: Building2,
          title: "Commercial Buildings",
          description: "Offices, retail centres and mixed-use developments built to budget and programme.",
          image: { src: photo("1486406146926-c627a92ad1ab"), alt: "Modern office building" },
        },
        {
          icon: Warehouse,
          title: "Industrial Buildings",
          description: "Warehouses, workshops and plant buildings with steel frames and heavy-duty floors.",
          image: { src: photo("1587293852726-70cdb56c2866"), alt: "Industrial warehouse" },
        },
        {
          icon: House,
          title: "Residential Buildings",
          description: "Housing estates, apartments and staff accommodation for mines and farms.",
          image: { src: photo("1600585154340-be6161a56a0c"), alt: "New residential houses" },
        },
        {
          icon: GraduationCap,
          title: "Institutional Buildings",
          description: "Schools, clinics and public buildings that meet government standards.",
          image: { src: photo("1562774053-701939374585"), alt: "School building" },
        },
      ],
    },
    {
      kind: "process",
      copy: {
        eyebrow: "How we work",
        title: "Our Building Process",
        intro: "Three clear stages, each signed off with you before the next begins.",
      },
      steps: [
        {
          title: "Planning",
          description: "Site assessment, budget, programme and approvals agreed up front.",
        },
        {
          title: "Design",
          description: "Architectural and structural drawings, bills of quantities and a fixed scope.",
        },
        {
          title: "Construction",
          description:
            "Our own crews build, supervised daily, with quality checks at every stage to handover.",
        },
      ],
    },
    {
      kind: "projects",
      copy: { eyebrow: "Our work", title: "Featured Building Projects" },
      projects: [
        {
          title: "Harare Office Tower",
          location: "Harare CBD",
          description: "A reinforced-concrete office block with basement parking and a glazed façade.",
          claims: ["10 storeys", "12,000 m² of offices"],
          image: { src: photo("1486406146926-c627a92ad1ab"), alt: "Completed office tower" },
        },
        {
          title: "Msasa Distribution Centre",
          location: "Msasa, Harare",
          description: "A steel-framed warehouse with loading docks and a mezzanine office.",
          claims: ["50,000 sq ft", "12 loading bays"],
          image: { src: photo("1587293852726-70cdb56c2866"), alt: "Large distribution warehouse" },
        },
        {
          title: "Mine Staff Housing",
          location: "Midlands Province",
          description: "Family housing, a clinic and a community hall for a mine's workforce.",
          claims: ["120 homes", "Completed in 14 months"],
          image: { src: photo("1600585154340-be6161a56a0c"), alt: "Row of new houses" },
        },
      ],
    },
  ],
  end: {
    kind: "call-to-action",
    title: "Let's plan your building",
    text: "Talk to our building team about your site, budget and timeline.",
    actions: [contact, { label: "Back to Civil Contracting", href: "/civil-contracting" }],
  },
} satisfies LinePage;

/** Title and description for meta tags, sharing and the sitemap. */
export const buildingWorksEntry = page(
  "/civil-contracting/building",
  "Building Works",
  "Commercial, industrial, residential and institutional building works, planned, designed and built by one accountable team.",
);
