// Test support: runs the header's inline cart badge script outside a browser (no test file imports a test file).
import { CART_STORAGE_KEY } from "~/lib/stored-cart";
import {
  CART_BADGE_SETTINGS,
  CART_LINK_ATTRIBUTE,
  showStoredCartCount,
  type CartBadgeSettings,
} from "./cart-badge";
import { inlineScript } from "./inline-script";

/** The script's text, as the prerendered page holds it. */
export const cartBadgeScript = inlineScript(showStoredCartCount, CART_BADGE_SETTINGS);

/** What the script shows: the badge's count on <html> (attribute and CSS property) and the cart link's name. */
export interface CartBadgeShown {
  attribute: string | undefined;
  property: string | undefined;
  name: string | undefined;
}

/**
 * Runs the inline script against a fake storage, a fake window and a fake document whose cart link is already
 * parsed; returns what it shows, and `fire` to send it a window event afterwards (the cart's `cart-change`, another
 * tab's `storage`), after which `shown()` is what it shows then. `getItem` replaces the storage's reading (one that
 * throws); `settings` replaces the page's (another catalogue).
 */
export function runCartBadgeScript(
  stored: string | null,
  getItem?: () => string | null,
  settings?: CartBadgeSettings,
) {
  let value = stored;
  const dataset: Record<string, string | number> = {};
  const properties = new Map<string, string>();
  const link = new Map<string, string>();
  const listeners = new Map<string, ((event: unknown) => void)[]>();
  const fakeDocument = {
    documentElement: {
      dataset,
      style: {
        setProperty: (name: string, next: unknown) => void properties.set(name, String(next)),
        removeProperty: (name: string) => void properties.delete(name),
      },
    },
    querySelector: (selector: string) =>
      selector === `[${CART_LINK_ATTRIBUTE}]`
        ? { setAttribute: (name: string, next: string) => void link.set(name, next) }
        : null,
  };
  const storage = {
    getItem: getItem ?? ((key: string) => (key === CART_STORAGE_KEY ? value : null)),
  };
  const addEventListener = (type: string, listener: (event: unknown) => void) =>
    void listeners.set(type, [...(listeners.get(type) ?? []), listener]);
  const script = settings ? inlineScript(showStoredCartCount, settings) : cartBadgeScript;
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script is our own, run as the page runs it
  const run = new Function("localStorage", "document", "addEventListener", script) as (
    ...globals: unknown[]
  ) => void;
  run(storage, fakeDocument, addEventListener);
  const shown = (): CartBadgeShown => ({
    // A real dataset turns what is assigned into a string, as this does.
    attribute: dataset.cartCount === undefined ? undefined : String(dataset.cartCount),
    property: properties.get("--cart-count"),
    name: link.get("aria-label"),
  });
  /** Stores `next` (when given) and sends the script the window event `type` with `fields` on it. */
  const fire = (type: string, fields: Record<string, unknown> = {}, next?: string | null) => {
    if (next !== undefined) value = next;
    for (const listener of listeners.get(type) ?? []) listener({ type, ...fields });
  };
  return { ...shown(), shown, fire };
}
