import { ChevronDown } from "lucide-react";
import type * as React from "react";
import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import { servicesLink } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { useHoverIntent } from "./use-hover-intent";

/** One desktop dropdown per page: its id ties the trigger to the panel in the HTML and in app.css. */
const PANEL_ID = "services-menu";

/**
 * The desktop Services disclosure. The trigger is a popovertarget button and the panel a native popover, so
 * before any script runs it opens on click, Enter and Space, closes on Escape and on a click outside, and the
 * browser reports it expanded or collapsed (React only ever opens and closes the popover, so that stays true). Once React runs it adds the hover delays (use-hover-intent),
 * closing when focus leaves and after navigation; the popover's own closing (Escape, outside click) is followed.
 * Hand-written rather than Radix NavigationMenu to keep every page's JavaScript within budget.
 */
export function ServicesDropdown({
  triggerClassName,
  children,
}: {
  triggerClassName: string;
  children: React.ReactNode;
}) {
  const menu = useHoverIntent();
  const { open, setOpen, follow } = menu;
  const root = useRef<HTMLLIElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const adopted = useRef(false);
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);

  // The popover follows React's state; on the first run React takes over whatever the visitor opened before.
  useLayoutEffect(() => {
    const element = panel.current;
    if (!element) return;
    const shown = element.matches(":popover-open");
    if (!adopted.current) {
      adopted.current = true;
      follow(shown);
    } else if (open && !shown) element.showPopover();
    else if (!open && shown) element.hidePopover();
  }, [open, follow]);

  useEffect(() => {
    const element = panel.current;
    const onToggle = () => element && follow(element.matches(":popover-open"));
    element?.addEventListener("toggle", onToggle);
    return () => element?.removeEventListener("toggle", onToggle);
  }, [follow]);

  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    setOpen(false);
  }, [pathname, setOpen]);

  return (
    // Delegated hover and focus-leave handling for the disclosure; the button is the control.
    <li
      ref={root}
      onPointerEnter={(event) => event.pointerType === "mouse" && menu.pointerEnter()}
      onPointerLeave={(event) => event.pointerType === "mouse" && menu.pointerLeave()}
      onBlur={(event) => {
        // No related target: a click on the panel's background or another window, not focus moving on.
        const next = event.relatedTarget;
        if (next && !root.current?.contains(next)) setOpen(false);
      }}
    >
      <button
        type="button"
        popoverTarget={PANEL_ID}
        // No aria-expanded or aria-controls: the browser states both from popovertarget, before and after hydration.
        className={cn(triggerClassName, "services-trigger group")}
        onClick={(event) => {
          // The hover delays decide, not the native toggle (a click on a menu the pointer just opened keeps it).
          event.preventDefault();
          menu.toggle();
        }}
      >
        {servicesLink.label}
        <ChevronDown className="services-chevron size-4 transition-transform" aria-hidden="true" />
      </button>
      <div
        ref={panel}
        id={PANEL_ID}
        popover="auto"
        className="services-menu w-[min(52rem,90vw)] pt-2 text-left"
      >
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-xl">{children}</div>
      </div>
    </li>
  );
}
