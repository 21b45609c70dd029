// The cart's state outside React: dispatches go through the reducer, are saved, and reach every subscriber.
// React reads it with useSyncExternalStore, so the prerendered (empty) cart hydrates without a mismatch.
import { CART_CHANGE_EVENT } from "~/lib/stored-cart";
import { cartReducer, totalItems, type CartAction, type CartLines } from "./cart-reducer";
import { browserStorage, CART_STORAGE_KEY, loadCart, saveCart, type CartStorage } from "./cart-storage";

export interface CartStore {
  getSnapshot: () => CartLines;
  subscribe: (listener: () => void) => () => void;
  dispatch: (action: CartAction) => void;
}

export const EMPTY_CART: CartLines = Object.freeze([]);

export function createCartStore(storage: CartStorage | null, events: Window | null = null): CartStore {
  let lines: CartLines = EMPTY_CART;
  let loaded = false;
  const listeners = new Set<() => void>();

  const ensureLoaded = () => {
    if (loaded) return;
    loaded = true;
    const stored = loadCart(storage);
    if (stored.length > 0) lines = stored;
  };

  const notify = () => {
    for (const listener of listeners) listener();
  };

  // Another tab changed the cart: take its version (it was validated on the way in) without saving it back.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== CART_STORAGE_KEY) return;
    const next = loadCart(storage);
    lines = next.length > 0 ? next : EMPTY_CART;
    notify();
  };

  return {
    getSnapshot() {
      ensureLoaded();
      return lines;
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) events?.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener("storage", onStorage);
      };
    },
    dispatch(action) {
      ensureLoaded();
      const next = cartReducer(lines, action);
      if (next === lines) return;
      lines = next.length > 0 ? next : EMPTY_CART;
      saveCart(storage, lines);
      notify();
      // The header's badge is no island: its inline script shows the count this event carries.
      events?.dispatchEvent(new CustomEvent(CART_CHANGE_EVENT, { detail: totalItems(lines) }));
    },
  };
}

let shared: CartStore | undefined;

/**
 * The page's one cart: every island that shows or changes the cart reads this store, so an item added on the
 * product's island is in the cart summary's island at once.
 */
export function pageCartStore(): CartStore {
  shared ??= createCartStore(browserStorage(), typeof window === "undefined" ? null : window);
  return shared;
}
