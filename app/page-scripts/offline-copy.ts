// The page's side of the offline copy, on every page of a build that keeps one: registers the worker once the
// page is live and loaded, in a quiet moment (the page's own downloads come first on a slow line), follows its
// updates and offers a new version with Reload. A phone that asks to save data fetches nothing ahead: where the
// page has the offer to keep the catalogue (the store's home), it shows it, and its button registers the worker.
// Nothing here may break the page: a browser without workers, or one that refuses this one, just goes on without
// an offline copy.

/**
 * The islands that start with the page (Astro's `client:load`): a page that has any is live once they are, as
 * <html data-hydrated="true"> marks it; a page without any is live once it has loaded.
 */
export const STARTING_ISLANDS = 'astro-island[client="load"]';

/** How often and how long the page waits on the worker. */
export const OFFLINE_COPY_TIMING = {
  checkEveryMs: 60 * 60 * 1000,
  takeOverWaitMs: 5_000,
  idleTimeoutMs: 5_000,
} as const;

export interface OfflineCopySettings {
  /** The worker's address; its scope is the whole site (it leaves the content manager alone). */
  worker: string;
  /** The attribute of the update offer (features/offline/update-notice.tsx); "shown" shows it. */
  notice: string;
  /** The event on `document` that keeps what the buyer typed across the reload (typed-text.ts). */
  saveTypedText: string;
  /** The message that lets a waiting version take over (the worker's SKIP_WAITING). */
  skipWaiting: string;
  /** A tab left open checks for a new version when it comes back into view, at most this often. */
  checkEveryMs: number;
  /** Reload anyway if the new version has not taken over by then (it was replaced meanwhile). */
  takeOverWaitMs: number;
  /** The longest wait for a quiet moment once the page is live and loaded. */
  idleTimeoutMs: number;
  /** The islands the page is live without only once they are (STARTING_ISLANDS). */
  startingIslands: string;
  /**
   * The offer to keep the catalogue (features/offline/keep-catalogue.tsx): the attribute of its section, hidden
   * until it applies, and what its status line says while the copy is kept, once it is, and when it cannot be.
   */
  keep: { attribute: string; saving: string; kept: string; failed: string };
}

/**
 * Starts the offline copy. The update offer appears when a version newer than this page's is waiting, or has taken
 * over from another tab; its Reload keeps what was typed, lets the new version take over and reloads. It runs as
 * its source text (before-scripts/inline-script.tsx), so it uses only its argument and browser globals.
 */
export function startOfflineCopy(settings: OfflineCopySettings): void {
  // Undefined where the browser has no workers, or refuses them here (an address that is not secure).
  const workers = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!workers) return;
  const noted = (error: unknown) => {
    // Expected (private windows, storage refused) and nothing the buyer needs to know: a note at most.
    console.info("The offline copy is not available:", error);
  };
  const notice = document.querySelector<HTMLElement>(`[${settings.notice}]`);
  const reload = () => {
    location.reload();
  };
  const hadController = workers.controller !== null;
  let registration: ServiceWorkerRegistration | undefined;
  let applying = false;

  const offer = () => {
    if (!notice || notice.getAttribute(settings.notice) === "shown") return;
    const status = notice.querySelector('[role="status"]');
    if (status) status.textContent = notice.dataset.message ?? "";
    notice.setAttribute(settings.notice, "shown");
  };
  notice?.querySelector("button")?.addEventListener("click", () => {
    document.dispatchEvent(new Event(settings.saveTypedText));
    applying = true;
    const waiting = registration?.waiting;
    if (!waiting) {
      reload();
      return;
    }
    waiting.postMessage({ type: settings.skipWaiting });
    setTimeout(reload, settings.takeOverWaitMs);
  });
  workers.addEventListener("controllerchange", () => {
    if (applying) reload();
    // A new version took over from another tab: this page still runs the last one.
    else if (hadController) offer();
  });

  const follow = (registered: ServiceWorkerRegistration) => {
    registration = registered;
    // Installed beside a controlling version: a new one waits. (None controls the page on the first visit.)
    const watch = (worker: ServiceWorker | null) => {
      worker?.addEventListener("statechange", () => {
        if (worker.state === "installed" && workers.controller) offer();
      });
    };
    if (registered.waiting && workers.controller) offer();
    watch(registered.installing);
    registered.addEventListener("updatefound", () => {
      watch(registered.installing);
    });
    // Besides the browser's own check at every page load: when the connection comes back, and when the buyer
    // returns to a tab left open. Unchanged, a check costs a revalidation of the worker's file.
    let last = Date.now();
    const check = () => {
      last = Date.now();
      registered.update().catch(() => undefined);
    };
    addEventListener("online", check);
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible" && Date.now() - last > settings.checkEveryMs) check();
    });
  };
  const register = async () => {
    const registered = await workers.register(settings.worker, { scope: "/" });
    follow(registered);
    return registered;
  };
  /** The buyer asks for the copy: it is complete once a worker has finished activating (its caches are whole). */
  const offerToKeep = () => {
    const offer = document.querySelector<HTMLElement>(`[${settings.keep.attribute}]`);
    const status = offer?.querySelector('[role="status"]');
    const button = offer?.querySelector("button");
    if (!offer || !status || !button) return;
    offer.hidden = false;
    const activated = (registered: ServiceWorkerRegistration) =>
      new Promise<void>((resolve, reject) => {
        const worker = registered.installing ?? registered.waiting ?? registered.active;
        const settle = () => {
          if (worker?.state === "activated") resolve();
          else if (!worker || worker.state === "redundant") reject(new Error("the worker did not install"));
        };
        worker?.addEventListener("statechange", settle);
        settle();
      });
    button.addEventListener("click", () => {
      status.textContent = settings.keep.saving;
      button.disabled = true;
      register()
        .then(activated)
        .then(
          () => {
            status.textContent = settings.keep.kept;
            button.remove();
          },
          (error: unknown) => {
            noted(error);
            status.textContent = settings.keep.failed;
            button.disabled = false;
          },
        );
    });
  };
  const start = async () => {
    const { connection } = navigator as Navigator & { connection?: { saveData?: unknown } };
    // A phone saving data fetches nothing ahead, unless the buyer already asked for the copy.
    if (connection?.saveData === true && !(await workers.getRegistration())) offerToKeep();
    else await register();
  };
  const quietly = () => {
    const run = () => {
      start().catch(noted);
    };
    if (typeof requestIdleCallback === "function")
      requestIdleCallback(run, { timeout: settings.idleTimeoutMs });
    else setTimeout(run, 0);
  };
  // Live: every island that starts with the page has hydrated, as <html data-hydrated="true"> marks it, or the
  // page has none.
  const root = document.documentElement;
  const live = () => root.dataset.hydrated === "true" || !document.querySelector(settings.startingIslands);
  const whenLive = () => {
    if (live()) {
      quietly();
      return;
    }
    const watch = new MutationObserver(() => {
      if (!live()) return;
      watch.disconnect();
      quietly();
    });
    watch.observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
  };
  if (document.readyState === "complete") whenLive();
  else addEventListener("load", whenLive, { once: true });
}
