import { HardHat, type LucideIcon, Pickaxe, Sun } from "lucide-react";
import type { Crumb, Hero, Line } from "~/content/business-lines/types";
import { cn } from "~/lib/cn";
import { lineAccent } from "../layout/line-accent";
import { ActionLinks } from "./action-links";
import { Breadcrumb } from "./breadcrumb";
import { PageHero } from "./page-hero";

/** Each line's mark beside the eyebrow, so a buyer sees at once which business they are in. */
const lineMark: Record<Line, LucideIcon> = { mining: Pickaxe, energy: Sun, civil: HardHat };

/** The photo hero of a business-line page: line colour and mark, optional breadcrumb, title, intro, actions. */
export function LineHero({ line, hero, crumbs }: { line: Line; hero: Hero; crumbs?: readonly Crumb[] }) {
  const Mark = lineMark[line];
  return (
    <PageHero
      title={hero.title}
      eyebrow={
        <>
          <Mark
            className={cn("size-5 rounded-sm p-0.5 text-white", lineAccent[line].bg)}
            aria-hidden="true"
          />
          {hero.eyebrow}
        </>
      }
      intro={hero.intro}
      image={hero.image}
      accentClassName={lineAccent[line].bg}
      breadcrumb={crumbs && <Breadcrumb trail={crumbs} current={hero.title} />}
      actions={<ActionLinks actions={hero.actions} onDark />}
    />
  );
}
