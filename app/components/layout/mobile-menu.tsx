import { Menu } from "lucide-react";
import { MobileMenuPanel } from "./mobile-menu-panel";

/** One phone menu per page: its id ties the button to the panel in the HTML and in app.css. */
export const MENU_ID = "site-menu";

/**
 * The phone menu button and its panel, a native popover: the button opens it with no script at all, and the
 * browser reports it expanded or collapsed and gives focus back to it when the menu closes.
 */
export function MobileMenu({ currentPath }: { currentPath: string }) {
  return (
    <>
      <button
        type="button"
        popoverTarget={MENU_ID}
        aria-label="Open menu"
        aria-haspopup="dialog"
        className="header-control inline-flex size-11 shrink-0 items-center justify-center rounded-md lg:hidden"
      >
        <Menu className="size-7" aria-hidden="true" />
      </button>
      <MobileMenuPanel id={MENU_ID} currentPath={currentPath} />
    </>
  );
}
