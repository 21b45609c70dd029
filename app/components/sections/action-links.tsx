import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Action } from "~/content/business-lines/types";
import { cn } from "~/lib/cn";
import { buttonVariants } from "../ui/button";

/** A row of links styled as buttons: the first is the main action, the rest are outlined. */
export function ActionLinks({
  actions,
  onDark = false,
  className,
}: {
  actions: readonly Action[];
  onDark?: boolean;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-wrap gap-4", className)}>
      {actions.map((action, index) => (
        <Link
          key={`${action.href}-${action.label}`}
          to={action.href}
          aria-label={action.ariaLabel}
          className={buttonVariants({
            size: "lg",
            variant: index === 0 ? (onDark ? "primary" : "secondary") : onDark ? "outline-light" : "outline",
          })}
        >
          {action.label}
          {index === 0 && <ArrowRight aria-hidden="true" />}
        </Link>
      ))}
    </div>
  );
}
