import { cartLinkNames } from "~/content/navigation";
import { cartCatalogue } from "~/content/cart-catalogue";
import { MAX_QUANTITY } from "~/lib/quantity";
import {
  CART_CHANGE_EVENT,
  CART_STORAGE_KEY,
  MAX_PRICE_CENTS,
  MAX_STORED_ENTRIES,
  MAX_STORED_LINES,
  MAX_TEXT_LENGTH,
} from "~/lib/stored-cart";

/** The attribute that marks the header's cart link for the script. */
export const CART_LINK_ATTRIBUTE = "data-cart-link";

/** Where the stored cart is, the limits a stored line must meet, the cart link and what it is called. */
export type CartBadgeSettings = {
  key: string;
  maxTextLength: number;
  maxEntries: number;
  maxLines: number;
  maxPriceCents: number;
  maxQuantity: number;
  /** The catalogue's product ids: a stored line for any other is not counted (the cart drops it). */
  products: readonly string[];
  link: string;
  /** The event the cart dispatches when this tab changes it, with the number of items it holds as its detail. */
  event: string;
  names: { none: string; one: string; other: string };
};

/** The cart's storage module's own key and limits. */
export const CART_BADGE_SETTINGS: CartBadgeSettings = {
  key: CART_STORAGE_KEY,
  maxTextLength: MAX_TEXT_LENGTH,
  maxEntries: MAX_STORED_ENTRIES,
  maxLines: MAX_STORED_LINES,
  maxPriceCents: MAX_PRICE_CENTS,
  maxQuantity: MAX_QUANTITY,
  products: Object.keys(cartCatalogue),
  link: CART_LINK_ATTRIBUTE,
  event: CART_CHANGE_EVENT,
  names: { none: cartLinkNames.none, one: cartLinkNames.one, other: cartLinkNames.other },
};

/**
 * Inline script for <head>: counts the stored cart before the first paint, so a returning buyer sees the header
 * badge, and hears the count in the cart link's name, at once. Then it shows the count again whenever the cart
 * changes: in this tab, the number the cart's `cart-change` event carries (the cart in memory, all there is when
 * storage refuses to be read); from another tab (`storage`), the stored cart counted again. It accepts exactly the
 * lines the cart's storage module accepts (id and name text, whole price in cents within range, quantity 1 or
 * more, capped; a product of the catalogue; repeated ids merged; at most `maxLines`) and never throws. It counts
 * and never prices. A count above 0 goes on <html> as `data-cart-count` and the `--cart-count` property, which the
 * badge's CSS shows, and into the cart link's `aria-label` ("Cart, 3 items"); at 0, or when the stored cart cannot
 * be read, both are taken away. The first time it runs before the body exists, so it watches the parser's work
 * until the link is there (mutation records are handled before the browser paints), then stops. It only reads. It
 * runs as its source text (inline-script.tsx).
 */
export function showStoredCartCount(settings: CartBadgeSettings): void {
  const count = (): number => {
    try {
      const stored: unknown = JSON.parse(localStorage.getItem(settings.key) ?? "null");
      if (!Array.isArray(stored)) return 0;
      const own = (line: object, key: string): unknown =>
        Object.prototype.hasOwnProperty.call(line, key) ? (line as Record<string, unknown>)[key] : undefined;
      const text = (line: object, key: string) => {
        const value = own(line, key);
        const trimmed = typeof value === "string" ? value.trim() : "";
        return trimmed !== "" && trimmed.length <= settings.maxTextLength ? trimmed : null;
      };
      const whole = (line: object, key: string) => {
        const value = own(line, key);
        return typeof value === "number" && Number.isFinite(value) ? Math.trunc(value) : null;
      };
      const counts = new Map<string, number>();
      for (const line of stored.slice(0, settings.maxEntries) as unknown[]) {
        if (!line || typeof line !== "object" || Array.isArray(line)) continue;
        const id = text(line, "id");
        const price = whole(line, "priceCents");
        const quantity = whole(line, "quantity");
        if (id === null || text(line, "name") === null || price === null || quantity === null) continue;
        if (price < 0 || price > settings.maxPriceCents || quantity < 1) continue;
        if (!settings.products.includes(id)) continue;
        const held = counts.get(id);
        const added = Math.min(quantity, settings.maxQuantity);
        if (held !== undefined) counts.set(id, Math.min(settings.maxQuantity, held + added));
        else if (counts.size < settings.maxLines) counts.set(id, added);
      }
      let total = 0;
      for (const each of counts.values()) total += each;
      return total;
    } catch {
      return 0;
    }
  };
  const root = document.documentElement;
  const show = (total = count()): boolean => {
    if (total > 0) {
      root.dataset.cartCount = String(total);
      root.style.setProperty("--cart-count", String(total));
    } else {
      delete root.dataset.cartCount;
      root.style.removeProperty("--cart-count");
    }
    const name = (
      total === 0 ? settings.names.none : total === 1 ? settings.names.one : settings.names.other
    ).replace("#", String(total));
    const link = document.querySelector(`[${settings.link}]`);
    link?.setAttribute("aria-label", name);
    return link !== null;
  };
  addEventListener(settings.event, (event) => {
    const held: unknown = (event as CustomEvent<unknown>).detail;
    show(typeof held === "number" && Number.isSafeInteger(held) && held >= 0 ? held : count());
  });
  addEventListener("storage", (event) => {
    if (event.key === null || event.key === settings.key) show();
  });
  if (show() || count() === 0) return;
  const watcher = new MutationObserver(() => {
    if (show()) watcher.disconnect();
  });
  watcher.observe(document, { childList: true, subtree: true });
  document.addEventListener("DOMContentLoaded", () => watcher.disconnect());
}
