import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * The prerendered HTML carries its page's JSON-LD for crawlers (lib/seo.ts), and the browser bundle leaves it out.
 * Once the visitor moves to another page it no longer describes the page, so it is removed.
 */
export function PrerenderedStructuredData() {
  const { pathname } = useLocation();
  const entryPath = useRef(pathname);
  useEffect(() => {
    if (pathname === entryPath.current) return;
    for (const script of document.head.querySelectorAll('script[type="application/ld+json"]'))
      script.remove();
  }, [pathname]);
  return null;
}
