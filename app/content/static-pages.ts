// Every page apart from the store's categories and products (store-pages.ts), in the route table's order, for the
// build (prerendering, sitemap.xml) and tests. Each page reads only its own entry, from its own content module, so no
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
import { placeholderEntry, placeholderPages } from "./placeholder-pages";
import { pagePaths } from "./site-routes";

/** Every fixed page's entry, in any order; each declares its own path. */
const entries: readonly PageEntry[] = [
  homeEntry,
  servicesEntry,
  aboutEntry,
  miningLandingEntry,
  airConditioningEntry,
  pipesEntry,
  energyLandingEntry,
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
  ...Object.keys(placeholderPages).flatMap((path) => placeholderEntry(path) ?? []),
];

const byPath = new Map(entries.map((entry) => [entry.path, entry]));

/** The fixed pages in the route table's order; the build fails if a page of the table has no entry. */
export const staticPages: readonly PageEntry[] = pagePaths.map((path) => {
  const entry = byPath.get(path);
  if (!entry) throw new Error(`No title and description for ${path}`);
  return entry;
});

export function staticPageEntry(path: string): PageEntry | undefined {
  return byPath.get(path);
}
