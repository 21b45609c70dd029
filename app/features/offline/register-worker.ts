// Loaded with offline-copy.ts once the page is live, never before (it brings workbox-window): registers the
// offline copy's worker and follows its updates.
import { Workbox } from "workbox-window";

/** The worker sits at the site's root, so its scope is the whole site (it leaves the content manager alone). */
export const WORKER_URL = "/sw.js";
/** A tab left open checks for a new version when it comes back into view, at most this often. */
const CHECK_EVERY_MS = 60 * 60 * 1000;
/** Reload anyway if the new version has not taken over by then (it was replaced meanwhile). */
const TAKE_OVER_WAIT_MS = 5_000;

export interface RegisteredWorker {
  /** Resolves once a worker has finished activating: the offline copy is complete. Rejects if it failed. */
  ready: Promise<void>;
  /** Lets the waiting version take over, then reloads the page (at once when it already has). */
  applyUpdate: () => void;
}

/**
 * Registers /sw.js. `onUpdate` runs when a version newer than this page's is waiting, or has already taken over
 * from another tab: the page then offers to reload. Rejects when the browser refuses the worker.
 */
export async function registerWorker(onUpdate: () => void): Promise<RegisteredWorker> {
  const workbox = new Workbox(WORKER_URL, { scope: "/" });
  let applying = false;
  workbox.addEventListener("waiting", onUpdate);
  workbox.addEventListener("controlling", (event) => {
    if (applying) window.location.reload();
    else if (event.isUpdate) onUpdate();
  });
  const ready = new Promise<void>((resolve, reject) => {
    workbox.addEventListener("redundant", () => {
      reject(new Error("the offline copy's worker did not install"));
    });
    void navigator.serviceWorker.ready
      .then((registration) => activated(registration.active))
      .then(resolve, reject);
  });
  const registration = await workbox.register({ immediate: true });
  if (!registration) throw new Error("the browser did not register the offline copy's worker");
  checkForUpdates(workbox);
  return {
    ready,
    applyUpdate() {
      applying = true;
      if (!registration.waiting) {
        window.location.reload();
        return;
      }
      workbox.messageSkipWaiting();
      setTimeout(() => {
        window.location.reload();
      }, TAKE_OVER_WAIT_MS);
    },
  };
}

/**
 * Resolves once the worker has finished activating: only then are its caches complete, the open page's copy
 * included. A worker that is merely active (`serviceWorker.ready`) may still be keeping them.
 */
function activated(worker: ServiceWorker | null): Promise<void> {
  if (!worker || worker.state === "activated") return Promise.resolve();
  return new Promise((resolve, reject) => {
    const settle = () => {
      if (worker.state === "activated") resolve();
      else if (worker.state === "redundant") reject(new Error("the offline copy's worker was replaced"));
      else return;
      worker.removeEventListener("statechange", settle);
    };
    worker.addEventListener("statechange", settle);
  });
}

/**
 * Besides the browser's own check on every page load: when the connection comes back, and when the buyer returns
 * to a tab left open (client-side navigation loads no page). Unchanged, a check costs a revalidation of /sw.js.
 */
function checkForUpdates(workbox: Workbox): void {
  let last = Date.now();
  const check = () => {
    last = Date.now();
    workbox.update().catch(() => undefined);
  };
  window.addEventListener("online", check);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && Date.now() - last > CHECK_EVERY_MS) check();
  });
}
