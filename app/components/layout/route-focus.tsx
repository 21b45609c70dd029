import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * On every page entry and route change: scroll to the top, and (after the first page) move focus to the
 * main content so keyboard and screen-reader users start reading the new page.
 */
export function RouteFocus({ targetId }: { targetId: string }) {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    window.history.scrollRestoration = "manual";
  }, []);
  useEffect(() => {
    window.scrollTo(0, 0);
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.getElementById(targetId)?.focus({ preventScroll: true });
  }, [pathname, targetId]);
  return null;
}
