import { Loader2 } from "lucide-react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import type * as React from "react";
import { cn } from "~/lib/cn";

/** Product and category data arrive after a simulated 500 ms delay, as if they came from a server. */
export const SIMULATED_LOAD_MS = 500;

// Without JavaScript the timer never runs: show the content that the prerendered HTML already holds. The
// `scripting: none` media query does it from the stylesheet (safe under a strict Content-Security-Policy);
// the <noscript> style is the fallback for browsers without that query.
const NOSCRIPT_CSS =
  "<style>[data-simulated-content]{visibility:visible!important}[data-simulated-loading]{display:none!important}</style>";

const subscribeToNothing = () => () => {};

/** True while React hydrates the prerendered HTML; false when the component mounts on a client-side navigation. */
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/**
 * Since when the loading state has been on screen. A prerendered page has shown it from its first contentful
 * paint, which on a slow line is long before the scripts arrive; a client-side navigation shows it from now.
 */
function shownSince(prerendered: boolean): number {
  const firstPaint = prerendered ? performance.getEntriesByName("first-contentful-paint")[0] : undefined;
  return firstPaint?.startTime ?? performance.now();
}

/**
 * Shows a spinner for SIMULATED_LOAD_MS, then its children. The children are in the HTML all along (for crawlers
 * and visitors without JavaScript), only made invisible while loading: they keep their space, with the spinner
 * laid over it, so nothing shifts when they appear. Give it a `key` per page so every client-side navigation
 * loads again. On the page a visitor enters on, the 500 ms count from the first paint, when the prerendered
 * spinner appeared; the content still never shows before the page is live, so its buttons work when they appear.
 */
export function SimulatedLoading({ label, children }: { label: string; children: React.ReactNode }) {
  const [loading, setLoading] = useState(true);
  const hydrating = useIsHydrating();
  const prerendered = useRef(hydrating);
  useEffect(() => {
    const shownFor = performance.now() - shownSince(prerendered.current);
    const timer = window.setTimeout(() => setLoading(false), Math.max(0, SIMULATED_LOAD_MS - shownFor));
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <div className="relative">
      <noscript dangerouslySetInnerHTML={{ __html: NOSCRIPT_CSS }} />
      {loading && (
        <div
          role="status"
          data-simulated-loading=""
          // Tells the build that this page's content waits for its scripts (scripts/defer-scripts.mjs).
          data-awaits-scripts=""
          className="absolute inset-x-0 top-0 flex min-h-64 flex-col items-center justify-center gap-3 text-slate-600 [@media(scripting:none)]:hidden!"
        >
          <Loader2 className="text-brand-600 size-10 motion-safe:animate-spin" aria-hidden="true" />
          <span className="font-medium">{label}</span>
        </div>
      )}
      {/* `invisible` (visibility: hidden) keeps the layout and hides the content from assistive technology too. */}
      <div
        data-simulated-content={loading ? "loading" : "ready"}
        className={cn(loading && "invisible", "[@media(scripting:none)]:visible!")}
      >
        {children}
      </div>
    </div>
  );
}
