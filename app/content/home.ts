// Copy of the home page: hero, figures, legacy, partner brands, testimonials and the closing call to action.
import { site } from "./site";
import { unsplash, type ContentImage } from "./services";
import { page } from "./page-entry";

export interface Figure {
  value: string;
  label: string;
}

export interface Brand {
  name: string;
  /** The partner's logo; when it cannot load, the tile shows the name as a wordmark instead. */
  logo: string;
}

export interface Testimonial {
  content: string;
  author: string;
  position: string;
}

export const hero = {
  title: "Powering Industries, Reliable Solutions, Since 1991",
  tagline:
    "From Mining Equipment to Renewable Energy and Civil Contracting, We Deliver Excellence Across Southern Africa.",
  actions: [
    { label: "Request a Quote", href: "/contact" },
    { label: "Learn More", href: "/about" },
  ],
  image: {
    src: unsplash("photo-1565008447742-97f6f38c985c", 1600),
    alt: "",
  } satisfies ContentImage,
} as const;

export const servicesIntro = {
  eyebrow: "What we do",
  title: "Our Services",
  intro: "Three business lines, one dependable partner for mines, industry, energy projects and builders.",
  linkLabel: "Learn More",
} as const;

/** The figures band has no heading; this names it for screen readers. */
export const figuresLabel = "Our figures";

export const figures: readonly Figure[] = [
  { value: "30+", label: "Years of Experience" },
  { value: "500+", label: "Clients Served" },
  { value: "100%", label: "Client Satisfaction" },
];

export const legacy = {
  eyebrow: `Since ${site.foundingYear}`,
  title: "A Legacy of Reliability",
  paragraphs: [
    `Incorporated in ${site.incorporation.month} ${site.incorporation.year}, ${site.name} has grown from a Harare supplier of industrial spares into a partner that powers and builds across Southern Africa.`,
    "Three decades on, mines, factories, utilities and developers still call us first because we deliver the right equipment, on time, backed by people who understand their operations.",
  ],
  link: { label: "Learn More", href: "/about", ariaLabel: "Learn More about our company" },
  image: {
    src: unsplash("photo-1504307651254-35680f356dfd", 1000),
    alt: "Engineers in hard hats reviewing plans on a construction site",
  } satisfies ContentImage,
} as const;

export const brandsIntro = {
  eyebrow: "Trusted partners",
  title: "Brands We Supply",
  intro: "We are proud to supply and support equipment from leading manufacturers.",
} as const;

/** Eight partner brands. Logos are stand-in wordmarks in public/brands/ until the official artwork is supplied. */
export const brands: readonly Brand[] = [
  { name: "Siemens", logo: "/brands/siemens.svg" },
  { name: "ABB", logo: "/brands/abb.svg" },
  { name: "Schneider Electric", logo: "/brands/schneider-electric.svg" },
  { name: "Grundfos", logo: "/brands/grundfos.svg" },
  { name: "SKF", logo: "/brands/skf.svg" },
  { name: "Atlas Copco", logo: "/brands/atlas-copco.svg" },
  { name: "Daikin", logo: "/brands/daikin.svg" },
  { name: "Caterpillar", logo: "/brands/caterpillar.svg" },
];

export const testimonialsIntro = {
  eyebrow: "Testimonials",
  title: "What Our Clients Say",
} as const;

/** What the carousel's controls say; `#` is a slide's position and `%` the number of slides. */
export const carouselLabels = {
  slide: "# of %",
  dot: "Show testimonial # of %",
  stop: "Stop rotating testimonials",
  start: "Start rotating testimonials",
} as const;

export const testimonials: readonly Testimonial[] = [
  {
    content:
      "Their team had replacement pump spares on site within 48 hours and our dewatering line never stopped. That is the kind of supplier a mine needs.",
    author: "Tendai Moyo",
    position: "Engineering Manager, Midlands Gold Mine",
  },
  {
    content:
      "The solar and battery system they designed has cut our diesel bill by more than half. Professional from the first survey to the final commissioning.",
    author: "Sarah Chikore",
    position: "Operations Director, Mashonaland Agro Processors",
  },
  {
    content:
      "They delivered our warehouse and access road on schedule and within budget. Clear reporting every week and no surprises at handover.",
    author: "James Ncube",
    position: "Projects Lead, Bulawayo Logistics Park",
  },
];

export const homeCallToAction = {
  title: "Ready to Power Your Next Project?",
  text: "Tell us what you need and our team will come back with a quote, or browse our store and order online.",
  actions: [
    { label: "Request a Quote", href: "/contact" },
    { label: "Visit Our Store", href: "/store" },
  ],
} as const;

/** Title and description for meta tags, sharing and the sitemap. */
export const homeEntry = page(
  "/",
  "Industrial Supplies, Energy Solutions & Civil Contracting",
  "Industrial supplies, renewable energy and civil contracting across Southern Africa since 1991. Request a quote or order online.",
);
