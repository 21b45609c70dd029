// Business-line names, links and breadcrumbs come from the site navigation, so menus and pages never disagree.
import { businessLines, type BusinessLineNav, type NavLink } from "../navigation";
import type { Crumb, IconName, Line, Picture, ServiceCard } from "./types";

export function lineNav(line: Line): BusinessLineNav {
  const found = businessLines.find((entry) => entry.line === line);
  if (!found) throw new Error(`No navigation entry for the ${line} line`);
  return found;
}

/** Home, then the line's landing page: the trail above every subpage's title. */
export function lineCrumbs(line: Line): readonly Crumb[] {
  const { label, href } = lineNav(line);
  return [
    { label: "Home", href: "/" },
    { label, href },
  ];
}

export interface SubpageCopy {
  icon: IconName;
  description: string;
  image: Picture;
}

/** One card per subpage of a line, titled and linked as in the menu; fails loudly if a subpage has no copy. */
export function subpageCards(
  line: Line,
  copy: Readonly<Partial<Record<string, SubpageCopy>>>,
): ServiceCard[] {
  return lineNav(line).children.map((child: NavLink) => {
    const details = copy[child.href];
    if (!details) throw new Error(`No card copy for ${child.href}`);
    return { ...details, title: child.label, href: child.href };
  });
}
