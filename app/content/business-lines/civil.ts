// Civil Contracting: the landing page and its four subpages.
import {
  Blocks,
  BrickWall,
  Building2,
  Clock,
  Construction,
  Droplets,
  Forklift,
  GraduationCap,
  Hammer,
  HardHat,
  House,
  PencilRuler,
  Route,
  Ruler,
  ShieldCheck,
  Shovel,
  Warehouse,
  Waves,
} from "lucide-react";
import { lineCrumbs, subpageCards } from "./line-nav";
import type {
  Action,
  Closing,
  Crumb,
  Feature,
  Hero,
  MaintenancePlan,
  ProcessStep,
  Project,
  Reason,
  SectionCopy,
  ServiceCard,
  Testimonial,
} from "./types";
import { photo } from "./types";

const quote: Action = { label: "Request a Quote", href: "/contact" };
const contact: Action = { label: "Contact Us", href: "/contact" };

export interface CivilLandingPage {
  hero: Hero;
  services: { copy: SectionCopy; cards: readonly ServiceCard[] };
  closing: Closing;
}

export const civilLanding: CivilLandingPage = {
  hero: {
    eyebrow: "Civil Contractors",
    title: "Civil Contracting",
    intro:
      "Roads, building works, steel fabrication, infrastructure, specialty construction and equipment hiring, delivered on time by our own crews and plant.",
    image: { src: photo("1541888946425-d81bb19240f5", 1600), alt: "Construction site with cranes" },
    actions: [quote, { label: "View Services", href: "/store/category/construction" }],
  },
  services: {
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
  closing: {
    title: "Have a project to build?",
    text: "Send us your drawings or an outline and we will price it and plan the work.",
    actions: [quote, { label: "Our Services", href: "/services" }],
  },
};

const crumbs = lineCrumbs("civil");

export interface BuildingWorksPage {
  crumbs: readonly Crumb[];
  hero: Hero;
  services: { copy: SectionCopy; cards: readonly ServiceCard[] };
  process: { copy: SectionCopy; steps: readonly ProcessStep[] };
  projects: { copy: SectionCopy; list: readonly Project[] };
  closing: Closing;
}

export const buildingWorks: BuildingWorksPage = {
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
  services: {
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
  process: {
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
        description: "Our own crews build, supervised daily, with quality checks at every stage to handover.",
      },
    ],
  },
  projects: {
    copy: { eyebrow: "Our work", title: "Featured Building Projects" },
    list: [
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
  closing: {
    title: "Let's plan your building",
    text: "Talk to our building team about your site, budget and timeline.",
    actions: [contact, { label: "Back to Civil Contracting", href: "/civil-contracting" }],
  },
};

/** A civil subpage laid out as services, reasons to choose us and featured projects (infrastructure, specialty). */
export interface CivilServicePage {
  crumbs: readonly Crumb[];
  hero: Hero;
  services: { copy: SectionCopy; cards: readonly ServiceCard[] };
  whyChoose: { copy: SectionCopy; reasons: readonly Reason[] };
  projects: { copy: SectionCopy; list: readonly Project[] };
  closing: Closing;
}

export const infrastructure: CivilServicePage = {
  crumbs,
  hero: {
    eyebrow: "Civil Contractors",
    title: "Infrastructure Development",
    intro:
      "Road construction, earthworks, water and sewer systems and land development for public and private clients.",
    image: { src: photo("1589939705384-5185137a7f0f", 1600), alt: "Road under construction" },
    actions: [quote],
  },
  services: {
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
  whyChoose: {
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
  projects: {
    copy: { eyebrow: "Our work", title: "Featured Infrastructure Projects" },
    list: [
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
  closing: {
    title: "Planning roads, water or land development?",
    text: "Our engineers will visit your site and prepare a proposal.",
    actions: [contact, { label: "Back to Civil Contracting", href: "/civil-contracting" }],
  },
};

const learnMore = (title: string): Action => ({
  label: "Learn More",
  href: "/contact",
  ariaLabel: `Learn more about ${title}`,
});

const specialtyService = (
  icon: ServiceCard["icon"],
  title: string,
  description: string,
  features: readonly string[],
  image: ServiceCard["image"],
): ServiceCard => ({ icon, title, description, features, image, action: learnMore(title) });

export const specialty: CivilServicePage = {
  crumbs,
  hero: {
    eyebrow: "Civil Contractors",
    title: "Specialty Construction",
    intro:
      "Specialist trades that make a structure work: steel, concrete, plumbing and drainage, partitions and interiors.",
    image: { src: photo("1590069261209-f8e9b8642343", 1600), alt: "Steel fabrication on site" },
    actions: [quote],
  },
  services: {
    copy: { eyebrow: "Specialist trades", title: "Specialty Services" },
    cards: [
      specialtyService(
        Construction,
        "Steel Works",
        "Structural steel fabrication and erection: frames, roofs, mezzanines and platforms.",
        ["Structural frames", "Roof trusses", "Stairs and walkways"],
        { src: photo("1590069261209-f8e9b8642343"), alt: "Structural steel frame" },
      ),
      specialtyService(
        Blocks,
        "Concrete Works",
        "Foundations, slabs, columns and precast elements, poured and finished to specification.",
        ["Foundations and slabs", "Retaining walls", "Industrial floors"],
        { src: photo("1504307651254-35680f356dfd"), alt: "Concrete being poured" },
      ),
      specialtyService(
        Droplets,
        "Plumbing & Drainage",
        "Water supply, sanitation, storm-water and sewer drainage for every kind of building.",
        ["Hot and cold water", "Sanitary installations", "Storm-water drainage"],
        { src: photo("1504328345606-18bbc8c9d7d1"), alt: "Plumbing pipework" },
      ),
      specialtyService(
        BrickWall,
        "Partitions & Interiors",
        "Drywall partitions, ceilings, flooring and fit-outs for offices, shops and clinics.",
        ["Drywall partitions", "Suspended ceilings", "Office fit-outs"],
        { src: photo("1486406146926-c627a92ad1ab"), alt: "Office interior fit-out" },
      ),
    ],
  },
  whyChoose: {
    copy: { eyebrow: "Why choose us", title: "Why Choose Our Specialist Teams" },
    reasons: [
      {
        icon: HardHat,
        title: "Qualified Tradespeople",
        description: "Certified welders, plumbers and finishers employed by us, not casual labour.",
      },
      {
        icon: PencilRuler,
        title: "Precision",
        description: "Work set out from drawings and checked against tolerances before it is signed off.",
      },
      {
        icon: ShieldCheck,
        title: "Guaranteed Work",
        description: "Workmanship guarantees and as-built records on every job.",
      },
    ],
  },
  projects: {
    copy: { eyebrow: "Our work", title: "Featured Specialty Projects" },
    list: [
      {
        title: "Processing Plant Steel Structure",
        location: "Kwekwe",
        description: "Fabrication and erection of a plant's main structure and conveyor gantries.",
        claims: ["450 tonnes of steel", "Zero lost-time injuries"],
        image: { src: photo("1590069261209-f8e9b8642343"), alt: "Steel plant structure" },
      },
      {
        title: "Warehouse Floor Slab",
        location: "Msasa, Harare",
        description: "A laser-levelled, fibre-reinforced slab for high-bay racking.",
        claims: ["50,000 sq ft", "Laser-levelled finish"],
        image: { src: photo("1587293852726-70cdb56c2866"), alt: "Warehouse floor" },
      },
      {
        title: "Hospital Wing Fit-Out",
        location: "Bulawayo",
        description: "Plumbing, drainage, partitions and ceilings for a new hospital wing.",
        claims: ["80 beds", "4 operating theatres"],
        image: { src: photo("1586773860418-d37222d8fce3"), alt: "Hospital corridor interior" },
      },
    ],
  },
  closing: {
    title: "Need a specialist team?",
    text: "Tell us about the work and we will send the right people to price it.",
    actions: [contact, { label: "Back to Civil Contracting", href: "/civil-contracting" }],
  },
};

export interface AdditionalServicesPage {
  crumbs: readonly Crumb[];
  hero: Hero;
  equipmentHiring: Feature;
  projectManagement: Feature;
  plans: { copy: SectionCopy; list: readonly MaintenancePlan[] };
  testimonials: { copy: SectionCopy; list: readonly Testimonial[] };
  closing: Closing;
}

const planAction = (name: string): Action => ({
  label: "Get a Quote",
  href: "/contact",
  ariaLabel: `Get a quote for the ${name} plan`,
});

export const additionalServices: AdditionalServicesPage = {
  crumbs,
  hero: {
    eyebrow: "Civil Contractors",
    title: "Additional Services",
    intro:
      "Equipment hiring, project management and maintenance plans that keep your buildings and infrastructure in service.",
    image: { src: photo("1620714223084-8fcacc6dfd8d", 1600), alt: "Construction equipment" },
    actions: [quote],
  },
  equipmentHiring: {
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
  projectManagement: {
    copy: {
      eyebrow: "Project management",
      title: "Project Management",
      intro: "Experienced project managers who run your project from budget to handover, whoever builds it.",
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
  plans: {
    copy: {
      eyebrow: "Maintenance plans",
      title: "Maintenance Plans",
      intro: "Planned care for buildings and infrastructure, priced to the size of your site.",
    },
    list: [
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
  testimonials: {
    copy: { eyebrow: "Testimonials", title: "What Our Clients Say" },
    list: [
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
  closing: {
    title: "Hire equipment or start a maintenance plan",
    text: "Our team will put together the plant, people or plan your site needs.",
    actions: [contact, { label: "Back to Civil Contracting", href: "/civil-contracting" }],
  },
};
