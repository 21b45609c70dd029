import { useSyncExternalStore } from "react";

const subscribe = (onChange: () => void) => {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
};

/**
 * True once the page is scrolled more than `threshold` pixels. It reads the real scroll position as soon as
 * React has hydrated, so a page the visitor scrolled before the scripts ran is right from then on.
 */
export function useScrolled(threshold: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}
