// The six service pages whose content is still being written.

export const UNDER_CONSTRUCTION_MESSAGE =
  "This page is under construction. Please check back soon for more detailed information.";

export interface PlaceholderPage {
  title: string;
  back: { label: string; href: string };
}

const toMining = { label: "Back to Mining & Industrial", href: "/mining-industrial" };
const toEnergy = { label: "Back to Energy Solutions", href: "/energy-solutions" };

export const placeholderPages: Readonly<Record<string, PlaceholderPage>> = {
  "/mining-industrial/pumps": { title: "Pumps & Pump Spares", back: toMining },
  "/mining-industrial/power-transmission": { title: "Power Transmission Equipment", back: toMining },
  "/mining-industrial/electrical": { title: "Electrical Equipment", back: toMining },
  "/energy-solutions/solar": { title: "Solar Energy", back: toEnergy },
  "/energy-solutions/renewable": { title: "Renewable Energy", back: toEnergy },
  "/energy-solutions/power-equipment": { title: "Power Equipment", back: toEnergy },
};
