// The only module that touches localStorage. What it reads is validated line by line (the stored line's schema and
// limits, lib/stored-cart.ts), never cast, and named and priced from the catalogue: storage is the buyer's to edit,
// an order's names and prices are not.
import { cartCatalogue } from "~/content/cart-catalogue";
import { builtPhoto } from "~/lib/photos";
import { MAX_QUANTITY } from "~/lib/quantity";
import {
  catalogueLine,
  CART_STORAGE_KEY,
  MAX_STORED_ENTRIES,
  MAX_STORED_LINES,
  MAX_PRICE_CENTS,
  MAX_TEXT_LENGTH,
  storedLineSchema,
  type CartCatalogue,
} from "~/lib/stored-cart";
import type { CartLine, CartLines } from "./cart-reducer";

export { CART_STORAGE_KEY, MAX_STORED_LINES };

/** The part of the Web Storage API the cart uses, so tests can pass a fake or a throwing one. */
export type CartStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The browser's localStorage, or null where there is none (prerendering) or reading it throws. */
export function browserStorage(): CartStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Stored text a line keeps: trimmed, not empty, at most MAX_TEXT_LENGTH characters; else null. */
function storedText(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= MAX_TEXT_LENGTH ? trimmed : null;
}

/**
 * One stored line, or null when it cannot be trusted or names a product the catalogue does not have. Fractions are
 * cut, huge quantities clamped; the name is the catalogue's, and a price that is not one of the product's own is
 * replaced by its list price.
 */
export function parseCartLine(value: unknown, catalogue: CartCatalogue = cartCatalogue): CartLine | null {
  const parsed = storedLineSchema.safeParse(value);
  if (!parsed.success) return null;
  const stored = parsed.data;
  const id = storedText(stored.id);
  const name = storedText(stored.name);
  const priceCents = Math.trunc(stored.priceCents);
  const quantity = Math.trunc(stored.quantity);
  if (id === null || name === null || priceCents < 0 || priceCents > MAX_PRICE_CENTS || quantity < 1)
    return null;
  const product = catalogueLine(id, priceCents, catalogue);
  if (product === null) return null;
  const image = storedText(stored.image) ?? "";
  return {
    id,
    name: product.name,
    priceCents: product.priceCents,
    // Only https images and the site's own photos; anything else shows the placeholder rather than loading from
    // elsewhere.
    image: image.startsWith("https://") || builtPhoto(image) ? image : "",
    category: storedText(stored.category) ?? "",
    quantity: Math.min(quantity, MAX_QUANTITY),
  };
}

/** A parsed stored value as cart lines: bad lines dropped, repeated ids merged, at most MAX_STORED_LINES. */
export function parseCartLines(value: unknown, catalogue: CartCatalogue = cartCatalogue): CartLine[] {
  if (!Array.isArray(value)) return [];
  const byId = new Map<string, CartLine>();
  for (const entry of value.slice(0, MAX_STORED_ENTRIES)) {
    const line = parseCartLine(entry, catalogue);
    if (!line) continue;
    const existing = byId.get(line.id);
    if (existing) existing.quantity = Math.min(MAX_QUANTITY, existing.quantity + line.quantity);
    else if (byId.size < MAX_STORED_LINES) byId.set(line.id, line);
  }
  return [...byId.values()];
}

/** Reads the stored cart. Unparsable JSON is logged and deleted; storage that throws gives an empty cart. */
export function loadCart(storage: CartStorage | null, catalogue: CartCatalogue = cartCatalogue): CartLine[] {
  if (!storage) return [];
  let raw: string | null;
  try {
    raw = storage.getItem(CART_STORAGE_KEY);
  } catch {
    return [];
  }
  if (raw === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    console.error("Failed to parse cart from localStorage", error);
    try {
      storage.removeItem(CART_STORAGE_KEY);
    } catch {
      // Storage that cannot delete either: the bad value is ignored on every load instead.
    }
    return [];
  }
  return parseCartLines(parsed, catalogue);
}

/** Saves the cart; returns false when storage refused (private mode, quota), so the cart stays in memory. */
export function saveCart(storage: CartStorage | null, lines: CartLines): boolean {
  if (!storage) return false;
  try {
    if (lines.length === 0) storage.removeItem(CART_STORAGE_KEY);
    else storage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
    return true;
  } catch {
    return false;
  }
}
