import type * as React from "react";
import { Link } from "react-router";
import { quoteLink } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { buttonVariants } from "../ui/button";
import { Container } from "../ui/container";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { useScrolled } from "./use-scrolled";

/** Pixels of scroll after which the header turns solid white. */
export const HEADER_SOLID_AFTER_PX = 10;

/**
 * Fixed header: transparent over each page's dark top band, solid white with a shadow once scrolled.
 * `cart` renders the cart icon (it lives in the cart feature, wired in by the root).
 */
export function SiteHeader({ cart }: { cart: (light: boolean) => React.ReactNode }) {
  const solid = useScrolled(HEADER_SOLID_AFTER_PX);
  const light = !solid;
  return (
    <header
      data-solid={solid}
      className={cn(
        "fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300",
        solid ? "bg-white shadow-md" : "on-dark from-ink/70 bg-gradient-to-b to-transparent",
      )}
    >
      <Container className="flex h-16 items-center justify-between gap-4 lg:h-20">
        <Logo light={light} />
        <DesktopNav light={light} />
        <div className="flex items-center gap-1 sm:gap-2">
          {cart(light)}
          <div className="hidden sm:block">
            <Link to={quoteLink.href} className={buttonVariants({ size: "md" })}>
              {quoteLink.label}
            </Link>
          </div>
          <MobileMenu light={light} />
        </div>
      </Container>
    </header>
  );
}
