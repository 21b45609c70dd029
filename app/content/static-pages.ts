// Every page apart from the store's categories and products (store-pages.ts), in site order, for the build
// (prerendering, sitemap.xml) and tests. Each page reads only its own entry, from its own content module, so no
// page carries the titles and descriptions of all the others.
import { aboutEntry } from "./about";
import { additionalServicesEntry } from "./business-lines/civil/additional-services";
import { buildingWorksEntry } from "./business-lines/civil/building-works";
import { infrastructureEntry } from "./business-lines/civil/infrastructure";
import { civilLandingEntry } from "./business-lines/civil/landing";
import { specialtyEntry } from "./business-lines/civil/specialty";
import { electricalMaterialsEntry } from "./business-lines/energy/electrical-materials";
import { energyLandingEntry } from "./business-lines/energy/landing";
import { airConditioningEntry } from "./business-lines/mining/air-conditioning";
import { miningLandingEntry } from "./business-lines/mining/landing";
import { pipesEntry } from "./business-lines/mining/pipes";
import { contactEntry } from "./contact";
import { homeEntry } from "./home";
import { quotationEntry } from "./order-tools";
import { servicesEntry } from "./services";
import { cartEntry } from "./store";
import { storeEntry } from "./store-home";
import { type PageEntry } from "./pages";
import { placeholderEntry } from "./placeholder-pages";

const placeholder = (path: string): PageEntry => {
  const entry = placeholderEntry(path);
  if (!entry) throw new Error(`No placeholder page for ${path}`);
  return entry;
};

export const staticPages: readonly PageEntry[] = [
  homeEntry,
  servicesEntry,
  aboutEntry,
  miningLandingEntry,
  airConditioningEntry,
  placeholder("/mining-industrial/pumps"),
  placeholder("/mining-industrial/power-transmission"),
  placeholder("/mining-industrial/electrical"),
  pipesEntry,
  energyLandingEntry,
  placeholder("/energy-solutions/solar"),
  placeholder("/energy-solutions/renewable"),
  placeholder("/energy-solutions/power-equipment"),
  electricalMaterialsEntry,
  civilLandingEntry,
  buildingWorksEntry,
  infrastructureEntry,
  specialtyEntry,
  additionalServicesEntry,
  storeEntry,
  cartEntry,
  quotationEntry,
  contactEntry,
];

const byPath = new Map(staticPages.map((entry) => [entry.path, entry]));

export function staticPageEntry(path: string): PageEntry | undefined {
  return byPath.get(path);
}
