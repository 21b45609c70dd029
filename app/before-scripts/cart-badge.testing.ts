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

/**
 * Runs the inline script against a fake storage and a fake document whose cart link is already parsed; returns
 * what it put on <html> and the name it gave the link. `settings` replaces the page's (another catalogue).
 */
export function runCartBadgeScript(
  stored: string | null,
  getItem?: () => string | null,
  settings?: CartBadgeSettings,
) {
  const dataset: Record<string, string | number> = {};
  const properties = new Map<string, string>();
  const link = new Map<string, string>();
  const fakeDocument = {
    documentElement: {
      dataset,
      style: {
        setProperty: (name: string, value: unknown) => void properties.set(name, String(value)),
        removeProperty: (name: string) => void properties.delete(name),
      },
    },
    querySelector: (selector: string) =>
      selector === `[${CART_LINK_ATTRIBUTE}]`
        ? { setAttribute: (name: string, value: string) => void link.set(name, value) }
        : null,
  };
  const storage = {
    getItem: getItem ?? ((key: string) => (key === CART_STORAGE_KEY ? stored : null)),
  };
  const script = settings ? inlineScript(showStoredCartCount, settings) : cartBadgeScript;
  // The events it listens for (the cart's change, another tab's storage): none happen here.
  const addEventListener = () => undefined;
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script is our own, run as the page runs it
  const run = new Function("localStorage", "document", "addEventListener", script) as (
    s: unknown,
    d: unknown,
    a: unknown,
  ) => void;
  run(storage, fakeDocument, addEventListener);
  // A real dataset turns what is assigned into a string, as this does.
  const attribute = dataset.cartCount === undefined ? undefined : String(dataset.cartCount);
  return { attribute, property: properties.get("--cart-count"), name: link.get("aria-label") };
}
