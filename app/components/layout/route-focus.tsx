import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** Whether this document was loaded by a reload or history step, when the browser may restore an old position. */
const restoredByBrowser = () => {
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return entry !== undefined && entry.type !== "navigate";
};

/**
 * On every page entry and route change: scroll to the top, and (after the first page) move focus to the
 * main content so keyboard and screen-reader users start reading the new page. A page freshly loaded already
 * starts at the top: there, any scroll before the scripts ran is the visitor's own and is kept.
 */
export function RouteFocus({ targetId }: { targetId: string }) {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    window.history.scrollRestoration = "manual";
  }, []);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      if (restoredByBrowser()) window.scrollTo(0, 0);
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById(targetId)?.focus({ preventScroll: true });
  }, [pathname, targetId]);
  return null;
}
