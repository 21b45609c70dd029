import type * as React from "react";
import { cn } from "~/lib/cn";
import { Container } from "../ui/container";
import { Image } from "../ui/image";

/** Hero photos are offered at these widths; a phone takes the smallest that fills its screen. */
export const HERO_WIDTHS = [640, 960, 1280, 1600] as const;

export interface HeroImage {
  src: string;
  alt: string;
}

/**
 * Dark photo hero that opens a page; the transparent header sits over it. Text is readable on the dark
 * base colour alone, so the hero looks right when the photo cannot load. `accent` colours the eyebrow bar.
 */
export function PageHero({
  title,
  eyebrow,
  intro,
  image,
  actions,
  breadcrumb,
  accentClassName = "bg-accent-500",
  size = "md",
}: {
  title: React.ReactNode;
  eyebrow?: React.ReactNode;
  intro?: React.ReactNode;
  image?: HeroImage;
  actions?: React.ReactNode;
  breadcrumb?: React.ReactNode;
  accentClassName?: string;
  size?: "md" | "lg";
}) {
  return (
    <section className="on-dark bg-ink relative isolate overflow-hidden text-white">
      {image && (
        <Image
          src={image.src}
          alt=""
          width={1600}
          height={900}
          eager
          widths={HERO_WIDTHS}
          className="absolute inset-0 -z-10 size-full object-cover opacity-40"
          fallback="none"
        />
      )}
      <div
        className="from-ink via-ink/85 to-ink/40 absolute inset-0 -z-10 bg-gradient-to-r"
        aria-hidden="true"
      />
      <Container className={cn("pt-28 pb-16 lg:pt-36", size === "lg" ? "min-h-[80vh] lg:pb-28" : "lg:pb-20")}>
        {breadcrumb}
        {eyebrow && (
          <p className="flex items-center gap-3 text-sm font-bold tracking-wider text-slate-100 uppercase">
            <span className={cn("h-1 w-10 rounded-full", accentClassName)} aria-hidden="true" />
            {eyebrow}
          </p>
        )}
        <h1 className="mt-4 max-w-4xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          {title}
        </h1>
        {intro && <p className="mt-6 max-w-2xl text-lg text-slate-200 sm:text-xl">{intro}</p>}
        {actions && <div className="mt-8 flex flex-wrap gap-4">{actions}</div>}
      </Container>
    </section>
  );
}
