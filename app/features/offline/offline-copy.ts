// The page's side of the offline copy, loaded once the page is live (its state is in offline-state.ts): registers the
// worker once the page is live, offers the update, and on a phone that asks to save data waits for the buyer to
// ask for the copy. Nothing here may break the page: a browser without workers, or one that refuses this one,
// just goes on without an offline copy.
import { noted, update } from "./offline-state";
import { registerWorker, type RegisteredWorker } from "./register-worker";
import { restoreTypedText, saveTypedText, type TypedTextStorage } from "./typed-text";

let started = false;
let registered: Promise<RegisteredWorker> | undefined;

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

// Registration is in this module's own file, not loaded on demand: on the slow line a second file would start the
// copy one round trip (about 0.56 s) later for every buyer, to spare 2.5 KB only on phones saving data.
function register(): Promise<RegisteredWorker> {
  registered ??= registerWorker(() => {
    update({ updateReady: true });
  });
  return registered;
}

/**
 * Once the page is live and loaded, in a quiet moment: the root loads this module then, and only where the build
 * keeps an offline copy and the browser has service workers.
 */
export function startOfflineCopy(): void {
  if (started) return;
  started = true;
  restoreTypedText(document, tabStorage(), address());
  void (async () => {
    // A phone saving data fetches nothing ahead, unless the buyer already asked for the copy.
    if (saveDataRequested() && !(await navigator.serviceWorker.getRegistration())) {
      update({ keep: "offered" });
      return;
    }
    await register();
  })().catch(noted);
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
  const reload = () => {
    window.location.reload();
  };
  if (!registered) reload();
  else
    registered.then((worker) => {
      worker.applyUpdate();
    }, reload);
}
