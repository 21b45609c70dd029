import { lazy, Suspense, useSyncExternalStore } from "react";
import type { Notice, ShowNotice } from "./sonner-toaster";

export type { Notice } from "./sonner-toaster";

// Toasts (sonner) load on the first notice, not with every page: most visits never show one.
const loadSonner = () => import("./sonner-toaster");
const SonnerToaster = lazy(loadSonner);

/** Fetches the toasts' code ahead of the first notice, for a page that may show one with no signal. */
export function preloadToaster(): void {
  loadSonner().catch(() => undefined);
}

const pending: Notice[] = [];
const listeners = new Set<() => void>();
let requested = false;
let show: ShowNotice | null = null;

/** Shows a toast, loading the toaster first if this is the page's first notice. */
export function notify(notice: Notice): void {
  if (show) {
    show(notice);
    return;
  }
  pending.push(notice);
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
}

function onReady(showNotice: ShowNotice) {
  show = showNotice;
  for (const notice of pending.splice(0)) showNotice(notice);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Mount point for toasts. sonner's defaults are the site's toast rules (4000 ms, 3 visible, width 356, gap 14,
 * swipe threshold 20 px, bottom-right, Alt+T; docs/product.md) and are left as they are.
 */
export function Toaster() {
  const needed = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster onReady={onReady} />
    </Suspense>
  );
}
