import { useEffect, useRef } from "react";
import { prefersReducedMotion } from "../sections/use-reduced-motion";

/** The home hero's photo moves by this share of the scroll distance. */
export const PARALLAX_FACTOR = 0.3;

/**
 * When `enabled`, moves the returned layer by PARALLAX_FACTOR of the scroll, once per frame, with a transform only
 * (no layout); never under reduced motion.
 */
export function useParallax(enabled: boolean) {
  const layer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = layer.current;
    if (!enabled || !element || prefersReducedMotion()) return;
    let frame = 0;
    const apply = () => {
      frame = 0;
      element.style.transform = `translate3d(0, ${Math.round(window.scrollY * PARALLAX_FACTOR)}px, 0)`;
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(apply);
    };
    apply();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
      element.style.transform = "";
    };
  }, [enabled]);
  return layer;
}
