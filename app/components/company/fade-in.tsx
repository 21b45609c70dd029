import { useEffect, useRef } from "react";
import type * as React from "react";

/** Share of a section that must be visible for it to be fully faded in: 10%. */
export const FADE_IN_THRESHOLD = 0.1;

/**
 * A section that fades in as it scrolls into view, fully visible once 10% of it is on screen. The stylesheet
 * does it (`[data-fade-in]`, a scroll-driven animation): no script hides anything, so a section already on
 * screen when the page loads is never hidden, and without support for scroll-driven animations or under
 * reduced motion sections simply show. Once the page is live, a section that has faded in is marked
 * `data-fade-in="done"`, which ends its animation, so it fades in once and not every time it comes back.
 */
export function FadeIn(props: React.ComponentProps<"section">) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        element.dataset.fadeIn = "done";
        observer.disconnect();
      },
      { threshold: FADE_IN_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return <section ref={ref} data-fade-in="" {...props} />;
}
