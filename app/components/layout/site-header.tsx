import type * as React from "react";
import { Link } from "react-router";
import { quoteLink } from "~/content/navigation";
import { buttonVariants } from "../ui/button";
import { Container } from "../ui/container";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { useScrolled } from "./use-scrolled";

/** Pixels of scroll after which the header turns solid white (app.css starts its scroll animation here too). */
export const HEADER_SOLID_AFTER_PX = 10;

/**
 * Fixed header: transparent over each page's dark top band, solid white with a shadow once scrolled. CSS makes
 * the switch from the scroll position itself (app.css, `.site-header`); `data-solid` is the same state from
 * script, which the CSS uses only where the browser lacks scroll-driven animations.
 * `cart` is the cart icon (it lives in the cart feature, wired in by the root).
 */
export function SiteHeader({ cart }: { cart: React.ReactNode }) {
  const solid = useScrolled(HEADER_SOLID_AFTER_PX);
  return (
    <header data-solid={solid} className="site-header fixed inset-x-0 top-0 z-50">
      <Container className="flex h-16 items-center justify-between gap-4 lg:h-20">
        <Logo tone="header" />
        <DesktopNav />
        <div className="flex items-center gap-1 sm:gap-2">
          {cart}
          <div className="hidden sm:block">
            <Link to={quoteLink.href} className={buttonVariants({ size: "md" })}>
              {quoteLink.label}
            </Link>
          </div>
          <MobileMenu />
        </div>
      </Container>
    </header>
  );
}
