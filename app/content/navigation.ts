// The site's navigation: header menu, mobile menu and footer read from here.
import { legalLinks } from "./legal";
import { site } from "./site";

export interface NavLink {
  label: string;
  href: string;
}

export interface BusinessLineNav extends NavLink {
  line: "mining" | "energy" | "civil";
  children: readonly NavLink[];
}

export const businessLines: readonly BusinessLineNav[] = [
  {
    line: "mining",
    label: "Mining & Industrial",
    href: "/mining-industrial",
    children: [
      { label: "Air Conditioning Solutions", href: "/mining-industrial/air-conditioning" },
      { label: "Pumps & Pump Spares", href: "/mining-industrial/pumps" },
      { label: "Power Transmission Equipment", href: "/mining-industrial/power-transmission" },
      { label: "Electrical Equipment", href: "/mining-industrial/electrical" },
      { label: "Pipes, Fittings & Valves", href: "/mining-industrial/pipes" },
    ],
  },
  {
    line: "energy",
    label: site.energyBrandName,
    href: "/energy-solutions",
    children: [
      { label: "Solar Energy", href: "/energy-solutions/solar" },
      { label: "Renewable Energy", href: "/energy-solutions/renewable" },
      { label: "Power Equipment", href: "/energy-solutions/power-equipment" },
      { label: "Electrical Materials", href: "/energy-solutions/materials" },
    ],
  },
  {
    line: "civil",
    label: "Civil Contractors",
    href: "/civil-contracting",
    children: [
      { label: "Building Works", href: "/civil-contracting/building" },
      { label: "Infrastructure Development", href: "/civil-contracting/infrastructure" },
      { label: "Specialty Construction", href: "/civil-contracting/specialty" },
      { label: "Additional Services", href: "/civil-contracting/additional" },
    ],
  },
];

export const servicesLink: NavLink = { label: "Services", href: "/services" };
/** The overview page, listed after the business lines inside the Services menu. */
export const servicesOverviewLink: NavLink = { label: "All services overview", href: servicesLink.href };
export const homeLink: NavLink = { label: "Home", href: "/" };

/** Top-level links after the Services menu. */
export const mainLinks: readonly NavLink[] = [
  { label: "About", href: "/about" },
  { label: "Product Store", href: "/store" },
  { label: "Contact Us", href: "/contact" },
];

export const quoteLink: NavLink = { label: "Request a Quote", href: "/contact" };
export const cartLink: NavLink = { label: "Cart", href: "/cart" };

/**
 * The cart link's name for screen readers, by how many items the cart holds (`#` stands for the number). The live
 * link and, before the page's scripts run, the header's inline script (before-scripts/cart-badge.ts) both say it.
 */
export const cartLinkNames = {
  none: cartLink.label,
  one: `${cartLink.label}, # item`,
  other: `${cartLink.label}, # items`,
} as const;

/** The cart link's name for a cart of `count` items: "Cart", "Cart, 1 item", "Cart, 3 items". */
export function cartLinkName(count: number): string {
  const name = count <= 0 ? cartLinkNames.none : count === 1 ? cartLinkNames.one : cartLinkNames.other;
  return name.replace("#", String(count));
}

export const footerServices: readonly NavLink[] = businessLines.map(({ label, href }) => ({ label, href }));

/** The buyer's sent orders, kept on their device (app/content/store/orders-page.ts has its page's copy). */
export const ordersLink: NavLink = { label: "Your orders", href: "/orders" };

export const footerQuickLinks: readonly NavLink[] = [
  homeLink,
  servicesLink,
  ...mainLinks,
  quoteLink,
  ordersLink,
];

/** The Privacy Policy and the Terms of Service, the company's own pages (content/legal.ts). */
export const footerLegalLinks: readonly NavLink[] = legalLinks;
export const sitemapLink: NavLink = { label: "Sitemap", href: "/sitemap.xml" };
