import type * as React from "react";

/**
 * A section that fades in as it scrolls into view, fully visible once 10% of it is on screen. The stylesheet
 * does it (`[data-fade-in]`, a scroll-driven animation): no script hides anything, so a section already on
 * screen when the page loads is never hidden, and without support for scroll-driven animations or under
 * reduced motion sections simply show.
 */
export function FadeIn(props: React.ComponentProps<"section">) {
  return <section data-fade-in="" {...props} />;
}
