import { ArrowRight } from "lucide-react";
import type { Action } from "~/content/shapes";
import { cn } from "~/lib/cn";
import { buttonVariants } from "../ui/button";

/**
 * A row of links styled as buttons, the one way a section shows its actions. The first is the main action
 * (filled) unless `emphasis` is off; the rest are outlined. The business-line pages add an arrow to the main one.
 */
export function ActionLinks({
  actions,
  onDark = false,
  emphasis = true,
  arrow = false,
  size = "lg",
  className,
}: {
  actions: readonly Action[];
  onDark?: boolean;
  emphasis?: boolean;
  arrow?: boolean;
  size?: "md" | "lg";
  className?: string;
}) {
  return (
    <div className={cn("flex flex-wrap gap-4", className)}>
      {actions.map((action, index) => {
        const main = emphasis && index === 0;
        return (
          <a
            key={`${action.href}-${action.label}`}
            href={action.href}
            aria-label={action.ariaLabel}
            className={buttonVariants({
              size,
              variant: main ? (onDark ? "primary" : "secondary") : onDark ? "outline-light" : "outline",
            })}
          >
            {action.label}
            {main && arrow && <ArrowRight aria-hidden="true" />}
          </a>
        );
      })}
    </div>
  );
}
