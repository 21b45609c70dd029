import { ChevronDown } from "lucide-react";
import type * as React from "react";
import { servicesLink } from "~/content/navigation";
import { cn } from "~/lib/cn";

/** Services in the phone menu: a native disclosure, so it expands in place (and keeps the menu open) without scripts. */
export function ServicesDisclosure({
  summaryClassName,
  children,
}: {
  summaryClassName: string;
  children: React.ReactNode;
}) {
  return (
    <li>
      <details className="group">
        <summary
          className={cn(
            summaryClassName,
            "flex cursor-pointer list-none items-center justify-between [&::-webkit-details-marker]:hidden",
          )}
        >
          {servicesLink.label}
          <ChevronDown className="size-5 transition-transform group-open:rotate-180" aria-hidden="true" />
        </summary>
        {/* Indented in px: with a phone's text size raised the sub-menu keeps the room for its words. */}
        <div className="pb-2 pl-[12px]">{children}</div>
      </details>
    </li>
  );
}
