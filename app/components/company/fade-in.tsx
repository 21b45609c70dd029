import type * as React from "react";

/** Share of a section that must be visible for it to be fully faded in: 10%. */
export const FADE_IN_THRESHOLD = 0.1;

/**
 * A section that fades in as it scrolls into view, fully visible once 10% of it is on screen. The stylesheet
 * does it (`[data-fade-in]`, a scroll-driven animation): no script hides anything, so a section already on
 * screen when the page loads is never hidden, and without support for scroll-driven animations or under
 * reduced motion sections simply show. The page's script marks a section that has faded in
 * `data-fade-in="done"` (page-scripts/page-live.ts), which ends its animation: it fades in once.
 */
export function FadeIn(props: React.ComponentProps<"section">) {
  return <section data-fade-in="" {...props} />;
}
