import { X } from "lucide-react";
import type * as React from "react";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { quoteLink } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { buttonVariants } from "../ui/button";
import { Logo } from "./logo";
import { NavTree } from "./nav-tree";

/** Tab from the last control goes to the first and back, where the browser cannot make the page behind inert. */
function keepFocusInside(event: React.KeyboardEvent<HTMLElement>) {
  if (event.key !== "Tab") return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>("a[href], button, summary")].filter(
    (element) => element.checkVisibility(),
  );
  const first = controls[0];
  const last = controls.at(-1);
  const target = event.shiftKey
    ? document.activeElement === first && last
    : document.activeElement === last && first;
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/**
 * The phone menu's full-screen panel: a native popover (app.css makes it cover the screen and the page behind
 * inert). Without scripts it opens from its button, closes on Escape and on its close button, and a chosen link
 * loads its page. With them, choosing a link closes it before the client-side navigation; Services, which has
 * sub-items, expands in place instead.
 */
export function MobileMenuPanel({ id }: { id: string }) {
  const panel = useRef<HTMLDivElement>(null);
  const close = () => panel.current?.hidePopover();
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);

  // Any navigation (the browser's back button too) closes the menu; hydration leaves it as the visitor left it.
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    panel.current?.hidePopover();
  }, [pathname]);

  return (
    // The dialog keeps Tab inside itself; its controls are the links and buttons within.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={panel}
      id={id}
      popover="auto"
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      onKeyDown={keepFocusInside}
      className="site-menu bg-white text-slate-800"
    >
      <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 px-4">
        <Logo onClick={close} />
        <button
          type="button"
          popoverTarget={id}
          popoverTargetAction="hide"
          // Focus moves into the menu when it opens, as it does into a dialog.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          aria-label="Close menu"
          className="text-ink inline-flex size-11 items-center justify-center rounded-md hover:bg-slate-100"
        >
          <X className="size-7" aria-hidden="true" />
        </button>
      </div>
      <nav aria-label="Mobile" className="flex-1 px-4 py-4">
        <NavTree variant="panel" onNavigate={close} />
        <Link to={quoteLink.href} className={cn(buttonVariants({ size: "full" }), "mt-6")} onClick={close}>
          {quoteLink.label}
        </Link>
      </nav>
    </div>
  );
}
