import type { LucideIcon } from "lucide-react";
import type * as React from "react";
import type { Line } from "~/content/business-lines/types";
import type { Action, Picture } from "~/content/shapes";
import { cn } from "~/lib/cn";
import { lineAccent } from "../layout/line-accent";
import { Container } from "../ui/container";
import { Image } from "../ui/image";
import { ActionLinks } from "./action-links";

/** The home hero's photo moves by this share of the scroll distance (app.css, `.hero-parallax`). */
export const PARALLAX_FACTOR = 0.3;

const looks = {
  md: {
    band: "",
    photo: "opacity-40",
    shade: "from-ink via-ink/85 to-ink/40 bg-gradient-to-r",
    box: "pt-28 pb-16 lg:pt-36 lg:pb-20",
    title: "mt-4 text-fit-4xl sm:text-5xl lg:text-6xl",
    actions: "mt-8",
  },
  // The home page's full-height hero: its photo drifts slower than the page, by the stylesheet alone (app.css,
  // `.hero-parallax`: a scroll-driven animation, none under reduced motion or where the browser has none).
  full: {
    band: "flex min-h-[88vh] items-center",
    photo: "opacity-35",
    shade: "from-ink via-ink/80 to-brand-800/50 bg-gradient-to-br",
    box: "pt-28 pb-20 lg:pt-36",
    title: "leading-tight text-fit-4xl sm:text-5xl lg:text-7xl",
    actions: "mt-10",
  },
} as const;

/**
 * The dark photo band that opens a page; the transparent header sits over it. The text is plain prerendered HTML
 * with no entrance animation (the first and largest paint) and readable on the dark base colour alone, so it looks
 * right when the photo cannot load. A business line's pages pass `line` (its colour, an arrow on the main action),
 * its `mark` (`lineMark` in line-mark.ts) and a breadcrumb: slots, so other pages do not load them.
 */
export function PageHero({
  title,
  eyebrow,
  intro,
  image,
  actions,
  line,
  mark: Mark,
  breadcrumb,
  size = "md",
}: {
  title: string;
  eyebrow?: string;
  intro?: string;
  image?: Picture;
  actions?: readonly Action[];
  line?: Line;
  mark?: LucideIcon;
  breadcrumb?: React.ReactNode;
  size?: keyof typeof looks;
}) {
  const look = looks[size];
  const parallax = size === "full";
  return (
    <section className={cn("on-dark bg-ink relative isolate overflow-hidden text-white", look.band)}>
      {image && (
        <div
          data-testid="hero-background"
          className={cn("absolute inset-0 -z-10", parallax && "hero-parallax")}
          style={parallax ? ({ "--parallax-factor": PARALLAX_FACTOR } as React.CSSProperties) : undefined}
        >
          <Image
            src={image.src}
            alt=""
            width={1600}
            height={900}
            eager
            className={cn("size-full object-cover", look.photo)}
            fallback="none"
          />
        </div>
      )}
      <div className={cn("absolute inset-0 -z-10", look.shade)} aria-hidden="true" />
      <Container className={look.box}>
        {breadcrumb}
        {eyebrow && (
          <p className="flex items-center gap-3 text-sm font-bold tracking-wider text-slate-100 uppercase">
            <span
              className={cn("h-1 w-10 rounded-full", line ? lineAccent[line].bg : "bg-accent-500")}
              aria-hidden="true"
            />
            {Mark && (
              <Mark
                className={cn("size-5 rounded-sm p-0.5 text-white", line && lineAccent[line].bg)}
                aria-hidden="true"
              />
            )}
            {eyebrow}
          </p>
        )}
        <h1 className={cn("max-w-4xl font-extrabold tracking-tight text-balance", look.title)}>{title}</h1>
        {intro && <p className="mt-6 max-w-2xl text-lg text-slate-200 sm:text-xl">{intro}</p>}
        {actions && (
          <ActionLinks actions={actions} onDark arrow={line !== undefined} className={look.actions} />
        )}
      </Container>
    </section>
  );
}
