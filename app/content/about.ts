// Copy of the About page: history, mission, values, aim and the leadership team.
import { Compass, Heart, Target } from "lucide-react";
import { site } from "./site";
import { unsplash, type ContentImage } from "./services";
import { page } from "./page-entry";

export interface TeamMember {
  name: string;
  title: string;
  blurb: string;
}

export const aboutHero = {
  eyebrow: `Since ${site.foundingYear}`,
  title: "About Us",
  intro: "More than three decades of supplying, powering and building for Southern Africa.",
  image: {
    src: unsplash("photo-1486406146926-c627a92ad1ab", 1600),
    alt: "",
  } satisfies ContentImage,
} as const;

const { month, year, act, certificate } = site.incorporation;

export const history = {
  eyebrow: "Our history",
  title: "Our Story",
  paragraphs: [
    `${site.legalName} was incorporated in ${month} ${year} under the ${act}, certificate number ${certificate}.`,
    "What began as a Harare supplier of industrial spares for local mines and factories grew, year by year, into three business lines: mining and industrial supplies, energy solutions and civil contracting.",
    "Today we serve mines, manufacturers, utilities, farms and developers across Southern Africa, with the same promise we made in 1991: the right solution, delivered reliably.",
  ],
  image: {
    src: unsplash("photo-1581091226825-a6a2a5aee158", 1000),
    alt: "Technician working on industrial equipment in a workshop",
  } satisfies ContentImage,
} as const;

export const principles = {
  eyebrow: "What drives us",
  title: "Mission, Values and Aim",
  items: [
    {
      icon: Target,
      title: "Our Mission",
      text: "To power industries and communities across Southern Africa with dependable equipment, energy and infrastructure, delivered by people who care about our clients' success.",
    },
    {
      icon: Heart,
      title: "Our Values",
      text: "Integrity in every quote, safety on every site, quality in every product and respect for every client, colleague and community we work with.",
    },
    {
      icon: Compass,
      title: "Our Aim",
      text: "To be the first call for mining, industrial, energy and construction buyers in the region: the partner that solves the problem, not just supplies the part.",
    },
  ],
} as const;

export const teamIntro = {
  eyebrow: "Leadership",
  title: "Our Leadership Team",
  intro: "Experienced people who know our clients' industries from the inside.",
} as const;

export const team: readonly TeamMember[] = [
  {
    name: "Tafadzwa Mutasa",
    title: "Managing Director",
    blurb:
      "A mechanical engineer with more than 25 years in mining supply, Tafadzwa leads the company's strategy and its relationships with key clients and partners.",
  },
  {
    name: "Rudo Makoni",
    title: "Head of Energy Solutions",
    blurb:
      "Rudo has designed and commissioned solar and hybrid power systems for farms, mines and factories, and leads our energy engineering team.",
  },
  {
    name: "Peter Dube",
    title: "Director of Civil Works",
    blurb:
      "A registered civil engineer, Peter has delivered roads, buildings and water infrastructure across the region and oversees every construction project.",
  },
];

export const aboutCallToAction = {
  title: "Let's Build Something Together",
  text: "Talk to our team about your equipment, energy or construction project.",
  actions: [{ label: "Contact Us", href: "/contact" }],
} as const;

/** Title and description for meta tags, sharing and the sitemap. */
export const aboutEntry = page(
  "/about",
  "About Us",
  "Incorporated in Harare in August 1991, we supply, power and build for mines, industry and communities across Southern Africa.",
);
