// The six service pages whose content is still being written. Each is a page file in app/pages/ that renders
// layouts/under-construction-page.astro, its title from the menu (navigation.ts); here only what else they say.
import { businessLines, type NavLink } from "./navigation";
import { page, type PageEntry } from "./page-entry";

export const UNDER_CONSTRUCTION_MESSAGE =
  "This page is under construction. Please check back soon for more detailed information.";

export interface PlaceholderPage {
  /** For meta tags, sharing and the sitemap. */
  description: string;
  back: { label: string; href: string };
}

const toMining: PlaceholderPage["back"] = {
  label: "Back to Mining & Industrial",
  href: "/mining-industrial",
};
const toEnergy: PlaceholderPage["back"] = { label: "Back to Energy Solutions", href: "/energy-solutions" };

const copy: Readonly<Record<string, PlaceholderPage>> = {
  "/mining-industrial/pumps": {
    description:
      "Pumps and pump spares for mining, industry and water: dewatering, slurry, process and borehole pumps with genuine spares.",
    back: toMining,
  },
  "/mining-industrial/power-transmission": {
    description:
      "Power transmission equipment for plants and mines: gearboxes, couplings, bearings, belts, chains and drive components.",
    back: toMining,
  },
  "/mining-industrial/electrical": {
    description:
      "Electrical equipment for industry and mining: motors, switchgear, control panels, cabling and protection devices.",
    back: toMining,
  },
  "/energy-solutions/solar": {
    description:
      "Solar energy systems for homes, farms, mines and industry: panels, inverters, batteries, design and installation.",
    back: toEnergy,
  },
  "/energy-solutions/renewable": {
    description:
      "Renewable energy beyond solar: biogas, wind and hybrid systems that cut diesel costs and keep operations running.",
    back: toEnergy,
  },
  "/energy-solutions/power-equipment": {
    description:
      "Power equipment for utilities, plants and mines: transformers, switchgear, generators and power plant components.",
    back: toEnergy,
  },
};

const menuLabel = (path: string): string => {
  const link = businessLines
    .flatMap((line): readonly NavLink[] => line.children)
    .find((item) => item.href === path);
  if (!link) throw new Error(`The menu has no link to ${path}`);
  return link.label;
};

export interface PlaceholderPageWithTitle extends PlaceholderPage {
  /** The page heading and title: the page's label in the menu. */
  title: string;
}

/** Every placeholder page by its address, titled as the menu labels it. */
export const placeholderPages: Readonly<Record<string, PlaceholderPageWithTitle>> = Object.fromEntries(
  Object.entries(copy).map(([path, details]) => [path, { ...details, title: menuLabel(path) }]),
);

/** A placeholder page's title and description, for meta tags, sharing and the sitemap. */
export function placeholderEntry(path: string): PageEntry | undefined {
  const placeholder = placeholderPages[path];
  return placeholder && page(path, placeholder.title, placeholder.description);
}
