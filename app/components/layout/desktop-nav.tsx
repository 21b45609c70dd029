import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { businessLines, mainLinks, servicesLink } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { lineAccent } from "./line-accent";
import { useHoverIntent } from "./use-hover-intent";

const topLink = (light: boolean) =>
  cn(
    "inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-semibold transition-colors",
    light ? "text-white hover:bg-white/10" : "text-ink hover:bg-slate-100",
  );

/**
 * Desktop menu: a Services disclosure listing every business line and subpage, then the main links.
 * Hand-written rather than Radix NavigationMenu to keep every page's JavaScript within budget
 * (docs/decisions/003-javascript-budget.md); it follows the same disclosure pattern and delays.
 */
export function DesktopNav({ light }: { light: boolean }) {
  const menu = useHoverIntent();
  const { open, setOpen } = menu;
  const panelId = useId();
  const root = useRef<HTMLLIElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname, setOpen]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, setOpen]);

  return (
    <nav aria-label="Main" className="relative hidden lg:block">
      <ul className="flex items-center gap-1">
        {/* Delegated hover, Escape and focus-leave handling for the disclosure; the button is the control. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <li
          ref={root}
          onPointerEnter={(event) => event.pointerType === "mouse" && menu.pointerEnter()}
          onPointerLeave={(event) => event.pointerType === "mouse" && menu.pointerLeave()}
          onKeyDown={(event) => {
            if (event.key === "Escape" && open) {
              setOpen(false);
              trigger.current?.focus();
            }
          }}
          onBlur={(event) => {
            if (!root.current?.contains(event.relatedTarget)) setOpen(false);
          }}
        >
          <button
            ref={trigger}
            type="button"
            className={cn(topLink(light), "group")}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => menu.toggle()}
          >
            {servicesLink.label}
            <ChevronDown
              className={cn("size-4 transition-transform", open && "rotate-180")}
              aria-hidden="true"
            />
          </button>
          <div
            id={panelId}
            hidden={!open}
            className="absolute top-full left-0 w-[min(52rem,90vw)] pt-2 text-left"
          >
            <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-xl">
              <div className="grid grid-cols-3 gap-6">
                {businessLines.map((line) => (
                  <div key={line.href}>
                    <Link
                      to={line.href}
                      className={cn(
                        "text-ink block rounded-md border-l-4 px-3 py-1 text-base font-bold hover:bg-slate-50",
                        lineAccent[line.line].border,
                      )}
                    >
                      {line.label}
                    </Link>
                    <ul className="mt-2 space-y-1">
                      {line.children.map((child) => (
                        <li key={child.href}>
                          <Link
                            to={child.href}
                            className="hover:text-ink block rounded-md px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-100"
                          >
                            {child.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
              <Link
                to={servicesLink.href}
                className="text-brand-700 mt-5 inline-block rounded-md px-3 py-1 text-sm font-semibold hover:underline"
              >
                All services overview
              </Link>
            </div>
          </div>
        </li>
        {mainLinks.map((link) => (
          <li key={link.href}>
            <NavLink to={link.href} className={topLink(light)}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
