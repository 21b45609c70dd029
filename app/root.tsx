import type * as React from "react";
import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts } from "react-router";
import type { Route } from "./+types/root";
import styles from "./app.css?inline";
import { markPageLive } from "./before-scripts/early-actions-queue";
import { HeadScripts } from "./before-scripts/head-scripts";
import { CartLink } from "./components/layout/cart-link";
import { PageBanner } from "./components/layout/page-banner";
import { PrerenderedStructuredData } from "./components/layout/prerendered-structured-data";
import { RouteFocus } from "./components/layout/route-focus";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { SkipLink } from "./components/layout/skip-link";
import { NotFoundPage } from "./components/sections/not-found-page";
import { Container } from "./components/ui/container";
import { notify, Toaster } from "./components/ui/toaster";
import { useHydrated } from "./components/ui/use-hydrated";
import { notFoundCopy } from "./content/not-found";
import { unknownAddressCopy } from "./content/unknown-address";
import { site } from "./content/site";
import { APPLE_TOUCH_ICON, MANIFEST_PATH, THEME_COLOUR } from "./content/web-app";
import { CartProvider, useCart } from "./features/cart/state/cart-context";
import { noted, whenSettled } from "./features/offline/offline-state";
import { UpdateNotice } from "./features/offline/update-notice";
import { BUILD_DATE_META } from "./lib/build-date";
import { documentTitle } from "./lib/seo";
import { buildDateForHtml, offlineCopyEnabled } from "./lib/build-info";

const MAIN_ID = "main-content";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: APPLE_TOUCH_ICON.src },
  { rel: "manifest", href: MANIFEST_PATH },
  // Photos are asked for with CORS and no credentials (components/ui/image.tsx): the connection must be one too.
  { rel: "preconnect", href: "https://images.unsplash.com", crossOrigin: "anonymous" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOUR} />
        {/* The build's day, for the note on prices offline; only the prerendered HTML carries it. */}
        <meta name={BUILD_DATE_META} content={buildDateForHtml} suppressHydrationWarning />
        <InlineStyles />
        {/* Before the body is parsed: the stored cart's count, photos waiting, taps kept (app/before-scripts). */}
        <HeadScripts />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The site's CSS, written into every prerendered page so the first paint needs nothing but the HTML (no
 * stylesheet request on the slow line). React 19 hoists a `<style>` with `href` and `precedence` to the top of
 * <head> and, when it hydrates, adopts the one already in the document by its `href`: the browser's copy of the
 * scripts therefore carries no CSS, and client-side navigation keeps the page's own `<style>`.
 */
function InlineStyles() {
  return (
    <style href="site-styles" precedence="default">
      {import.meta.env.SSR ? styles : ""}
    </style>
  );
}

function HeaderCartLink() {
  const { totalItems, ready } = useCart();
  return <CartLink count={totalItems} ready={ready} />;
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <CartProvider>
      <SkipLink targetId={MAIN_ID} />
      <SiteHeader cart={<HeaderCartLink />} />
      <main id={MAIN_ID} tabIndex={-1} className="min-h-[60vh]">
        {children}
      </main>
      <SiteFooter />
      <Toaster />
      <UpdateNotice />
    </CartProvider>
  );
}

export default function App() {
  // Enquiries kept to send later are sent (or the worker keeping them asked to send them) from whichever page is
  // open when there is signal, and one that cannot be delivered is told on any page; the code loads only on a site
  // with a contact endpoint (WhatsApp, the default, keeps nothing on the device).
  useEffect(() => {
    const endpoint = site.contactEndpoint;
    if (endpoint === null) return;
    let stop: (() => void) | undefined;
    let left = false;
    import("./features/contact/delivery/kept-enquiries")
      .then(({ watchKeptEnquiries }) => {
        if (!left) stop = watchKeptEnquiries(endpoint, notify);
      })
      .catch((error: unknown) => {
        console.error(error);
      });
    return () => {
      left = true;
      stop?.();
    };
  }, []);
  useEffect(() => {
    // Runs after every component's own effects, so each has taken the early taps meant for it.
    markPageLive();
    // Lets browser tests (and anyone debugging) know the prerendered page is now interactive.
    document.documentElement.dataset.hydrated = "true";
    // The offline copy starts once the page works and has loaded, in a quiet moment: its code loads only then.
    if (offlineCopyEnabled && "serviceWorker" in navigator)
      whenSettled(() => {
        import("./features/offline/offline-copy")
          .then(({ startOfflineCopy }) => {
            startOfflineCopy();
          })
          .catch(noted);
      });
  }, []);
  return (
    <Shell>
      <RouteFocus targetId={MAIN_ID} />
      <PrerenderedStructuredData />
      <Outlet />
    </Shell>
  );
}

/**
 * The page for any address that was not prerendered (the SPA fallback, served as 404.html): the site's frame
 * until the scripts know whether the address is an unknown product, an unknown category or no page at all, so
 * the visitor sees the site at once instead of an empty page. Every page loads this code: keep it small.
 */
export function HydrateFallback() {
  return (
    <Shell>
      <title>{site.name}</title>
      <PageBanner
        title={
          <>
            <span className="[@media(scripting:none)]:hidden">{unknownAddressCopy.loading}</span>
            <noscript>{unknownAddressCopy.noscriptTitle}</noscript>
          </>
        }
      />
      {/* Tall enough to keep the footer below the fold until the page's own content replaces this. */}
      <Container className="min-h-[70vh] py-12">
        <noscript>
          <p className="text-lg">
            {unknownAddressCopy.noscript}{" "}
            <a href="/" className="text-brand-700 font-semibold underline">
              {unknownAddressCopy.homeLink}
            </a>
          </p>
        </noscript>
      </Container>
    </Shell>
  );
}

/**
 * An address no route's pattern matches at all: the not-found route's `*` takes any address except one holding a
 * line break once decoded (`%0A`, `%0D`, `%E2%80%A8`, `%E2%80%A9`), which React Router then answers with a 404 of its
 * own. Its page is the not-found page all the same. While React hydrates, it draws the unknown-address frame the
 * HTML already holds (404.html is that frame), so hydration finds what it expects; then the not-found page.
 */
function NoRouteMatched() {
  const hydrated = useHydrated();
  if (!hydrated) return <HydrateFallback />;
  return (
    <Shell>
      <title>{documentTitle(notFoundCopy.documentTitle, site.name)}</title>
      <NotFoundPage copy={notFoundCopy} />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NoRouteMatched />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <Shell>
      <PageBanner title="Something went wrong" eyebrow={`Error ${status}`} />
      <Container className="py-12">
        <p className="text-lg">
          Sorry, this page could not be shown. Please reload, or{" "}
          <a href="/" className="text-brand-700 font-semibold underline">
            go back home
          </a>
          .
        </p>
      </Container>
    </Shell>
  );
}
