import { Check } from "lucide-react";
import type { Line, MaintenancePlan } from "~/content/business-lines/types";
import { cn } from "~/lib/cn";
import { lineAccent } from "../layout/line-accent";
import { buttonVariants } from "../ui/button";
import { lineStyle } from "./line-style";

/** Service tiers side by side; the recommended one is raised and ringed in the line colour. */
export function MaintenancePlans({ line, plans }: { line: Line; plans: readonly MaintenancePlan[] }) {
  const accent = lineAccent[line];
  return (
    <ul className="grid grid-cols-1 gap-8 lg:grid-cols-3">
      {plans.map((plan) => (
        <li
          key={plan.name}
          className={cn(
            "flex flex-col rounded-2xl bg-white p-6 sm:p-8",
            plan.highlighted
              ? cn("shadow-xl ring-2 lg:-translate-y-2", lineStyle[line].ring)
              : "shadow-sm ring-1 ring-slate-200",
          )}
        >
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <h3 className="text-ink text-2xl font-extrabold">{plan.name}</h3>
            {plan.highlighted && (
              <span
                className={cn("rounded-full px-3 py-1 text-xs font-bold text-white uppercase", accent.bg)}
              >
                Most popular
              </span>
            )}
          </div>
          <p className={cn("mt-2 font-semibold", accent.text)}>{plan.frequency}</p>
          <p className="mt-3 text-slate-600">{plan.description}</p>
          <ul className="mt-6 space-y-3 text-slate-700">
            {plan.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check className={cn("mt-0.5 size-5 shrink-0", accent.text)} aria-hidden="true" />
                <span className="min-w-0">{feature}</span>
              </li>
            ))}
          </ul>
          <div className="mt-auto pt-8">
            <a
              href={plan.action.href}
              aria-label={plan.action.ariaLabel}
              className={cn(
                buttonVariants({ variant: plan.highlighted ? "secondary" : "outline" }),
                "w-full",
              )}
            >
              {plan.action.label}
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
