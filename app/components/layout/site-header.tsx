import { quoteLink } from "~/content/navigation";
import { buttonVariants } from "../ui/button";
import { Container } from "../ui/container";
import { CartLink } from "./cart-link";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";

/** Pixels of scroll after which the header turns solid white (app.css starts its scroll animation here too). */
export const HEADER_SOLID_AFTER_PX = 10;

/**
 * Fixed header: transparent over each page's dark top band, solid white with a shadow once scrolled. CSS makes
 * the switch from the scroll position itself (app.css, `.site-header`); where the browser lacks scroll-driven
 * animations the page's menu script sets `data-solid` instead. It ships no React: menus are native popovers and
 * disclosures, and the cart's badge is drawn from the stored cart by the page's inline script.
 * `currentPath` is the page's own address, which its menu link marks as current.
 */
export function SiteHeader({ currentPath }: { currentPath: string }) {
  return (
    <header className="site-header fixed inset-x-0 top-0 z-50">
      <Container className="logo-room flex h-16 items-center justify-between gap-4 lg:h-20">
        <Logo tone="header" />
        <DesktopNav currentPath={currentPath} />
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <CartLink />
          <div className="hidden sm:block">
            <a href={quoteLink.href} className={buttonVariants({ size: "md" })}>
              {quoteLink.label}
            </a>
          </div>
          <MobileMenu currentPath={currentPath} />
        </div>
      </Container>
    </header>
  );
}
