// The page's side of the offline copy, outside React (components read it with useOfflineCopy): registers the
// worker once the page is live, offers the update, and on a phone that asks to save data waits for the buyer to
// ask for the copy. Nothing here may break the page: a browser without workers, or one that refuses this one,
// just goes on without an offline copy.
import { useSyncExternalStore } from "react";
import { offlineCopyEnabled } from "~/lib/build-info";
import type { RegisteredWorker } from "./register-worker";
import { restoreTypedText, saveTypedText, type TypedTextStorage } from "./typed-text";

export interface OfflineCopyState {
  /** A newer version of the site is ready: the page offers Reload. */
  updateReady: boolean;
  /** The store home's offer to keep the catalogue, on a phone that asks to save data. */
  keep: "hidden" | "offered" | "saving" | "kept" | "failed";
}

const INITIAL: OfflineCopyState = { updateReady: false, keep: "hidden" };
let state = INITIAL;
const listeners = new Set<() => void>();
let started = false;
let registered: Promise<RegisteredWorker> | undefined;

function update(change: Partial<OfflineCopyState>) {
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
function noted(error: unknown) {
  console.info("The offline copy is not available:", error);
}

/** The tab's sessionStorage, or null where reading it throws. */
function tabStorage(): TypedTextStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const address = () => `${window.location.pathname}${window.location.search}`;

/** Whether the phone asks sites to save data (Chrome on Android's Lite mode, a data saver setting). */
function saveDataRequested(): boolean {
  const { connection } = navigator as Navigator & { connection?: { saveData?: unknown } };
  return connection?.saveData === true;
}

/** Runs `task` after the page has loaded and the browser has a quiet moment: the page's own work comes first. */
function whenSettled(task: () => void) {
  const idle = () => {
    if ("requestIdleCallback" in window) requestIdleCallback(task, { timeout: 5_000 });
    else setTimeout(task, 0);
  };
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

function register(): Promise<RegisteredWorker> {
  registered ??= import("./register-worker").then(({ registerWorker }) =>
    registerWorker(() => {
      update({ updateReady: true });
    }),
  );
  return registered;
}

/** Once the page is live (the root calls it after hydrating). */
export function startOfflineCopy(): void {
  if (started) return;
  started = true;
  restoreTypedText(document, tabStorage(), address());
  if (!offlineCopyEnabled || !("serviceWorker" in navigator)) return;
  whenSettled(() => {
    void (async () => {
      // A phone saving data fetches nothing ahead, unless the buyer already asked for the copy.
      if (saveDataRequested() && !(await navigator.serviceWorker.getRegistration())) {
        update({ keep: "offered" });
        return;
      }
      await register();
    })().catch(noted);
  });
}

/** The store home's button: keeps the catalogue now, and says when it is done. */
export function keepCatalogue(): void {
  update({ keep: "saving" });
  register()
    .then((worker) => worker.ready)
    .then(
      () => {
        update({ keep: "kept" });
      },
      (error: unknown) => {
        noted(error);
        update({ keep: "failed" });
      },
    );
}

/** The update offer's Reload: what is typed is kept, the new version takes over, the page reloads. */
export function applyUpdate(): void {
  saveTypedText(document, tabStorage(), address());
  if (!registered) {
    window.location.reload();
    return;
  }
  registered.then(
    (worker) => {
      worker.applyUpdate();
    },
    () => {
      window.location.reload();
    },
  );
}
