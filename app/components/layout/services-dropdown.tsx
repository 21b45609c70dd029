import { ChevronDown } from "lucide-react";
import type * as React from "react";
import { servicesLink } from "~/content/navigation";
import { cn } from "~/lib/cn";

/** One desktop dropdown per page: its id ties the trigger to the panel in the HTML, app.css and the menu script. */
export const SERVICES_PANEL_ID = "services-menu";

/**
 * The desktop Services disclosure. The trigger is a popovertarget button and the panel a native popover, so with
 * no script it opens on click, Enter and Space, closes on Escape and on a click outside, and the browser reports
 * it expanded or collapsed. The page's menu script (page-scripts/menus.ts) adds the hover delays, and closes it
 * when focus leaves. Hand-written rather than a menu library: a page with nothing else to act on ships no React.
 */
export function ServicesDropdown({
  triggerClassName,
  children,
}: {
  triggerClassName: string;
  children: React.ReactNode;
}) {
  return (
    <li data-services-menu="">
      <button
        type="button"
        popoverTarget={SERVICES_PANEL_ID}
        // No aria-expanded or aria-controls: the browser states both from popovertarget.
        className={cn(triggerClassName, "services-trigger group")}
      >
        {servicesLink.label}
        <ChevronDown className="services-chevron size-4 transition-transform" aria-hidden="true" />
      </button>
      <div id={SERVICES_PANEL_ID} popover="auto" className="services-menu w-[min(52rem,90vw)] pt-2 text-left">
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-xl">{children}</div>
      </div>
    </li>
  );
}
