import { Loader2 } from "lucide-react";
import { useLayoutEffect, useRef, useState } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import type * as React from "react";
import { cn } from "~/lib/cn";

/** Product and category data arrive after a simulated delay of 500 ms. */
export const SIMULATED_LOAD_MS = 500;

// Without JavaScript the timer never runs: the content the prerendered HTML already holds shows at once under
// the `scripting: none` media query, and in any case after the delay, when the stylesheet ends the loading state.
// The delay of the stylesheet's own end of the loading state (`[data-simulated-loading]`, `[data-simulated-content]`).
const revealAfterLoad = { animationDelay: `${SIMULATED_LOAD_MS}ms` };

/**
 * Since when the loading state has been on screen. A prerendered page has shown it from its first contentful
 * paint, which on a slow line is long before the scripts arrive; a client-side navigation shows it from now.
 */
function shownSince(prerendered: boolean): number {
  const firstPaint = prerendered ? performance.getEntriesByName("first-contentful-paint")[0] : undefined;
  return firstPaint?.startTime ?? performance.now();
}

/**
 * Whether the stylesheet has already ended the prerendered loading state: its `simulated-shown` animation (in
 * app.css) has run. Its clock starts a little before the first paint, so it can be over before our count is.
 */
function shownByStylesheet(element: HTMLElement | null): boolean {
  if (!element || typeof element.getAnimations !== "function") return false;
  return element
    .getAnimations()
    .some(
      (animation) =>
        animation instanceof CSSAnimation &&
        animation.animationName === "simulated-shown" &&
        animation.playState === "finished",
    );
}

/**
 * Shows a spinner for SIMULATED_LOAD_MS, then its children. The children are in the HTML all along (for crawlers
 * and visitors without JavaScript), only made invisible while loading: they keep their space, with the spinner
 * laid over it, so nothing shifts when they appear. Give it a `key` per page so every client-side navigation
 * loads again. On the page a visitor enters on, the 500 ms count from the first paint, when the prerendered
 * spinner appeared. The stylesheet ends the loading state at the same moment (an animation delayed by the same
 * 500 ms), so on a slow line the content shows even before the page's scripts arrive: its controls are ready for
 * that (Add to Cart and the quantity stepper keep early taps through the page's inline early-action script).
 * When the page comes alive after the stylesheet has shown the content, the content stays shown: it never flashes
 * back to the spinner, which would also swallow a tap made at that moment.
 */
export function SimulatedLoading({ label, children }: { label: string; children: React.ReactNode }) {
  const [loading, setLoading] = useState(true);
  // True while React hydrates the prerendered HTML; false when mounted by a client-side navigation.
  const hydrating = !useHydrated();
  const prerendered = useRef(hydrating);
  const content = useRef<HTMLDivElement>(null);
  // A layout effect: a loading state that is already over ends in this very commit, before the browser paints or
  // takes a tap. The stylesheet stops timing it once the page is marked live, so waiting for a timer here would
  // bring the spinner back over content the visitor already sees, and swallow a tap made in that moment.
  useLayoutEffect(() => {
    const wait = SIMULATED_LOAD_MS - (performance.now() - shownSince(prerendered.current));
    if (wait <= 0 || (prerendered.current && shownByStylesheet(content.current))) {
      setLoading(false);
      return;
    }
    const timer = window.setTimeout(() => setLoading(false), wait);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <div className="relative">
      {loading && (
        <div
          role="status"
          data-simulated-loading=""
          style={revealAfterLoad}
          className="absolute inset-x-0 top-0 flex min-h-64 flex-col items-center justify-center gap-3 text-slate-600 [@media(scripting:none)]:hidden!"
        >
          <Loader2 className="text-brand-600 size-10 motion-safe:animate-spin" aria-hidden="true" />
          <span className="font-medium">{label}</span>
        </div>
      )}
      {/* `invisible` (visibility: hidden) keeps the layout and hides the content from assistive technology too. */}
      <div
        ref={content}
        data-simulated-content={loading ? "loading" : "ready"}
        style={revealAfterLoad}
        className={cn(loading && "invisible", "[@media(scripting:none)]:visible!")}
      >
        {children}
      </div>
    </div>
  );
}
