// Asks the browser, once, to keep this site's storage (the cart, the enquiries kept to send later) when the device
// runs short of space, instead of clearing it with the rest. Asked at the buyer's first meaningful action, never
// on arrival; it never throws and never waits.

let asked = false;

/** The browser's StorageManager; undefined at run time outside a secure context, whatever its type says. */
const browserStorage = (): Partial<Pick<StorageManager, "persist">> | null =>
  typeof navigator === "undefined" ? null : navigator.storage;

/** Asks for persistent storage unless this page has already asked; what the browser answers changes nothing here. */
export function keepStorage(
  storage: Partial<Pick<StorageManager, "persist">> | null = browserStorage(),
): void {
  if (asked) return;
  asked = true;
  try {
    storage?.persist?.().catch(() => undefined);
  } catch {
    // A browser without it, or one that refuses to be asked: the storage stays best-effort.
  }
}
