import type * as React from "react";
import { useId } from "react";
import type { SectionCopy } from "~/content/shapes";
import { cn } from "~/lib/cn";
import { Container } from "../ui/container";
import { SectionHeading } from "./section-heading";

const tones = {
  plain: "",
  muted: "bg-slate-50",
  grey: "bg-slate-100",
  ink: "on-dark bg-ink text-white",
  brand: "on-dark bg-brand-800 text-white",
} as const;

const sizes = {
  sm: { band: "py-14", gap: "mt-10" },
  md: { band: "py-16 lg:py-20", gap: "mt-10 lg:mt-12" },
  lg: { band: "py-16 lg:py-24", gap: "mt-12" },
} as const;

export type SectionTone = keyof typeof tones;
export type SectionSize = keyof typeof sizes;

/**
 * A page band, the one way to build a section: the heading (its h2 names the region) above the content, in a
 * container. `as={FadeIn}` makes it fade in once when 10% of it is visible (a slot, so pages without fade-ins do
 * not load it); a band without a heading needs a `label`.
 */
export function PageSection({
  copy,
  label,
  tone = "plain",
  size = "md",
  align = "center",
  as: Band = "section",
  children,
}: {
  copy?: SectionCopy;
  label?: string;
  tone?: SectionTone;
  size?: SectionSize;
  align?: "center" | "left";
  as?: "section" | React.ComponentType<React.ComponentProps<"section">>;
  children: React.ReactNode;
}) {
  const headingId = useId();
  const dark = tone === "ink" || tone === "brand";
  return (
    <Band
      aria-labelledby={copy ? headingId : undefined}
      aria-label={copy ? undefined : label}
      className={cn(sizes[size].band, tones[tone])}
    >
      <Container>
        {copy && <SectionHeading id={headingId} align={align} light={dark} {...copy} />}
        {copy ? <div className={sizes[size].gap}>{children}</div> : children}
      </Container>
    </Band>
  );
}
