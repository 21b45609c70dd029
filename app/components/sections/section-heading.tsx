import type * as React from "react";
import { cn } from "~/lib/cn";

/** Eyebrow, h2 and intro paragraph that open most page sections. */
export function SectionHeading({
  eyebrow,
  title,
  intro,
  align = "center",
  light = false,
  id,
}: {
  eyebrow?: string;
  title: React.ReactNode;
  intro?: React.ReactNode;
  align?: "center" | "left";
  light?: boolean;
  id?: string;
}) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow && (
        <p
          className={cn(
            "text-sm font-bold tracking-wider uppercase",
            light ? "text-accent-300" : "text-brand-600",
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={cn(
          "mt-2 text-fit-3xl font-extrabold tracking-tight text-balance sm:text-4xl",
          light ? "text-white" : "text-ink",
        )}
      >
        {title}
      </h2>
      {intro && <p className={cn("mt-4 text-lg", light ? "text-slate-200" : "text-slate-600")}>{intro}</p>}
    </div>
  );
}
