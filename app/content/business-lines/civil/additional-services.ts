// Civil Contracting: Additional Services.
import { photo } from "../types";
import type { Action, LinePage } from "../types";
import { quote, contact, crumbs } from "./shared";
import { page } from "../../page-entry";

const planAction = (name: string): Action => ({
  label: "Get a Quote",
  href: "/contact",
  ariaLabel: `Get a quote for the ${name} plan`,
});

export const additionalServices = {
  line: "civil",
  crumbs,
  hero: {
    eyebrow: "Civil Contractors",
    title: "Additional Services",
    intro:
      "Equipment hiring, project management and maintenance plans that keep your buildings and infrastructure in service.",
    image: { src: photo("1620714223084-8fcacc6dfd8d", 1600), alt: "Construction equipment" },
    actions: [quote],
  },
  sections: [
    {
      kind: "feature",
      copy: {
        eyebrow: "Equipment hiring",
        title: "Equipment Hiring",
        intro: "Well-maintained plant for hire, with or without operators, by the day, week or month.",
      },
      points: [
        "Excavators, graders and front-end loaders",
        "Tipper trucks and water bowsers",
        "Compactors, rollers and concrete mixers",
        "Operators, fuel and on-site servicing available",
      ],
      image: { src: photo("1620714223084-8fcacc6dfd8d"), alt: "Excavator available for hire" },
      action: { label: "Enquire About Hiring", href: "/contact" },
    },
    {
      kind: "feature",
      copy: {
        eyebrow: "Project management",
        title: "Project Management",
        intro:
          "Experienced project managers who run your project from budget to handover, whoever builds it.",
      },
      points: [
        "Budgets, programmes and procurement",
        "Contractor appointment and supervision",
        "Cost control and progress reporting",
        "Quality, safety and handover management",
      ],
      image: { src: photo("1503387762-592deb58ef4e"), alt: "Project managers reviewing plans" },
      action: { label: "Talk to a Project Manager", href: "/contact" },
    },
    {
      kind: "plans",
      copy: {
        eyebrow: "Maintenance plans",
        title: "Maintenance Plans",
        intro: "Planned care for buildings and infrastructure, priced to the size of your site.",
      },
      plans: [
        {
          name: "Basic",
          frequency: "Quarterly inspections",
          description: "For newer buildings that need a regular check.",
          features: ["Quarterly site inspection", "Condition report", "Minor repairs quoted"],
          action: planAction("Basic"),
        },
        {
          name: "Standard",
          frequency: "Monthly maintenance",
          description: "For busy sites that cannot afford surprises.",
          features: ["Monthly maintenance visit", "Minor repairs included", "Priority call-outs"],
          highlighted: true,
          action: planAction("Standard"),
        },
        {
          name: "Premium",
          frequency: "Monthly + 24/7 emergency support",
          description: "For critical facilities that must never stop.",
          features: [
            "Everything in Standard",
            "Emergency call-outs day and night",
            "Dedicated maintenance manager",
          ],
          action: planAction("Premium"),
        },
      ],
    },
    {
      kind: "testimonials",
      copy: { eyebrow: "Testimonials", title: "What Our Clients Say" },
      testimonials: [
        {
          content:
            "The hired graders arrived on the day promised and never stood idle. Their operators knew the job.",
          author: "Tendai Moyo",
          position: "Site Agent, Roadworks Contractor",
        },
        {
          content:
            "Their project manager kept our clinic build on budget and reported every week. We will use them again.",
          author: "Dr. Rudo Chikwanha",
          position: "Director, Community Health Trust",
        },
        {
          content:
            "On the Premium plan a burst main at 2 a.m. was fixed before our staff arrived. That is real support.",
          author: "James Ncube",
          position: "Facilities Manager, Manufacturing Plant",
        },
      ],
    },
  ],
  end: {
    kind: "call-to-action",
    title: "Hire equipment or start a maintenance plan",
    text: "Our team will put together the plant, people or plan your site needs.",
    actions: [contact, { label: "Back to Civil Contracting", href: "/civil-contracting" }],
  },
} satisfies LinePage;

/** Title and description for meta tags, sharing and the sitemap. */
export const additionalServicesEntry = page(
  "/civil-contracting/additional",
  "Additional Services",
  "Equipment hiring, project management and maintenance plans that keep your buildings and infrastructure in service.",
);
