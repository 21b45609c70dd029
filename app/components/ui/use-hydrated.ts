import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => undefined;

/**
 * False in the prerendered HTML and while React hydrates it, true from the render after (and at once on a
 * client-side navigation). For controls that work from the HTML alone until their scripts take over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
