import type * as React from "react";
import { useId } from "react";
import type { SectionCopy } from "~/content/business-lines/types";
import { cn } from "~/lib/cn";
import { Container } from "../ui/container";
import { SectionHeading } from "./section-heading";

/** A page band: heading (its h2 names the region) above the section's content. */
export function PageSection({
  copy,
  tone = "plain",
  align = "center",
  children,
}: {
  copy: SectionCopy;
  tone?: "plain" | "muted";
  align?: "center" | "left";
  children: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn("py-16 lg:py-20", tone === "muted" && "bg-slate-50")}>
      <Container>
        <SectionHeading id={headingId} align={align} {...copy} />
        <div className="mt-10 lg:mt-12">{children}</div>
      </Container>
    </section>
  );
}
