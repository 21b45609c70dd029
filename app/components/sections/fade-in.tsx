import { useEffect, useRef } from "react";
import type * as React from "react";
import { cn } from "~/lib/cn";
import { prefersReducedMotion } from "./use-reduced-motion";

/** Share of a section that must be visible before it fades in (SPEC.md section 9). */
export const FADE_IN_THRESHOLD = 0.1;

/**
 * A section that fades in once, when 10% of it is visible. It is hidden only after hydration, and only when
 * motion is welcome, so the prerendered HTML (and visitors without JavaScript) always show the content.
 * The state lives in `data-fade` on the element itself, set outside React, so it costs no re-render.
 */
export function FadeIn({ className, children, ...props }: React.ComponentProps<"section">) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined" || prefersReducedMotion()) return;
    element.dataset.fade = "hidden";
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        element.dataset.fade = "shown";
        observer.disconnect();
      },
      { threshold: FADE_IN_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <section
      ref={ref}
      className={cn(
        "transition-[opacity,translate] duration-700 ease-out data-[fade=hidden]:translate-y-6 data-[fade=hidden]:opacity-0",
        className,
      )}
      {...props}
    >
      {children}
    </section>
  );
}
