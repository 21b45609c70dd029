// The six service pages whose content is still being written.
import { page, type PageEntry } from "./pages";

export const UNDER_CONSTRUCTION_MESSAGE =
  "This page is under construction. Please check back soon for more detailed information.";

export interface PlaceholderPage {
  title: string;
  /** For meta tags, sharing and the sitemap. */
  description: string;
  back: { label: string; href: string };
}

const toMining = { label: "Back to Mining & Industrial", href: "/mining-industrial" };
const toEnergy = { label: "Back to Energy Solutions", href: "/energy-solutions" };

export const placeholderPages: Readonly<Record<string, PlaceholderPage>> = {
  "/mining-industrial/pumps": {
    title: "Pumps & Pump Spares",
    description:
      "Pumps and pump spares for mining, industry and water: dewatering, slurry, process and borehole pumps with genuine spares.",
    back: toMining,
  },
  "/mining-industrial/power-transmission": {
    title: "Power Transmission Equipment",
    description:
      "Power transmission equipment for plants and mines: gearboxes, couplings, bearings, belts, chains and drive components.",
    back: toMining,
  },
  "/mining-industrial/electrical": {
    title: "Electrical Equipment",
    description:
      "Electrical equipment for industry and mining: motors, switchgear, control panels, cabling and protection devices.",
    back: toMining,
  },
  "/energy-solutions/solar": {
    title: "Solar Energy",
    description:
      "Solar energy systems for homes, farms, mines and industry: panels, inverters, batteries, design and installation.",
    back: toEnergy,
  },
  "/energy-solutions/renewable": {
    title: "Renewable Energy",
    description:
      "Renewable energy beyond solar: biogas, wind and hybrid systems that cut diesel costs and keep operations running.",
    back: toEnergy,
  },
  "/energy-solutions/power-equipment": {
    title: "Power Equipment",
    description:
      "Power equipment for utilities, plants and mines: transformers, switchgear, generators and power plant components.",
    back: toEnergy,
  },
};

/** A placeholder page's title and description, for meta tags, sharing and the sitemap. */
export function placeholderEntry(path: string): PageEntry | undefined {
  const placeholder = placeholderPages[path];
  return placeholder && page(path, placeholder.title, placeholder.description);
}
