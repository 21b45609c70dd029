import { X } from "lucide-react";
import { quoteLink } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { buttonVariants } from "../ui/button";
import { Logo } from "./logo";
import { NavTree } from "./nav-tree";

/**
 * The phone menu's full-screen panel: a native popover (app.css makes it cover the screen and the page behind
 * inert). It opens from its button, closes on Escape and on its close button, and a chosen link loads its page;
 * Services, which has sub-items, expands in place instead. The page's menu script (page-scripts/menus.ts) keeps
 * Tab inside it and closes it as a link is chosen, so a page the browser brings back from its history never
 * shows it still open.
 */
export function MobileMenuPanel({ id, currentPath }: { id: string; currentPath: string }) {
  return (
    <div
      id={id}
      popover="auto"
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      data-focus-trap=""
      className="site-menu bg-white text-slate-800"
    >
      <div className="logo-room flex min-h-16 shrink-0 items-center justify-between gap-4 border-b border-slate-200 px-4">
        <Logo />
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
        <NavTree variant="panel" currentPath={currentPath} />
        <a href={quoteLink.href} className={cn(buttonVariants({ size: "full" }), "mt-6")}>
          {quoteLink.label}
        </a>
      </nav>
    </div>
  );
}
