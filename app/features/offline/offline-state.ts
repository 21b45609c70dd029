// What the page shows of the offline copy (the update offer, the store's offer to keep the catalogue), outside
// React: components read it with useOfflineCopy, offline-copy.ts changes it (and components reach that module
// through load-offline-copy.ts, so neither module imports the other). Small: every page carries it, and
// the code that registers the worker loads only once the page is live.
import { useSyncExternalStore } from "react";

export interface OfflineCopyState {
  /** A newer version of the site is ready: the page offers Reload. */
  updateReady: boolean;
  /** The store home's offer to keep the catalogue, on a phone that asks to save data. */
  keep: "hidden" | "offered" | "saving" | "kept" | "failed";
}

const INITIAL: OfflineCopyState = { updateReady: false, keep: "hidden" };
let state = INITIAL;
const listeners = new Set<() => void>();

export function update(change: Partial<OfflineCopyState>) {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useOfflineCopy(): OfflineCopyState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => INITIAL,
  );
}

/** Failures are expected (private windows, storage refused) and change nothing for the buyer: a note at most. */
export function noted(error: unknown) {
  console.info("The offline copy is not available:", error);
}

/** Runs `task` after the page has loaded and the browser has a quiet moment: the page's own work comes first. */
export function whenSettled(task: () => void) {
  const idle = () => {
    if ("requestIdleCallback" in window) requestIdleCallback(task, { timeout: 5_000 });
    else setTimeout(task, 0);
  };
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}
