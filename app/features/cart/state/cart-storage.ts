// The only module that touches localStorage. What it reads is validated line by line, never cast, and named and
// priced from the catalogue: storage is the buyer's to edit, an order's names and prices are not.
import { cartCatalogue } from "~/content/cart-catalogue";
import { builtPhoto } from "~/lib/photos";
import { MAX_QUANTITY } from "~/lib/quantity";
import {
  catalogueLine,
  CART_STORAGE_KEY,
  MAX_PRICE_CENTS,
  MAX_STORED_ENTRIES,
  MAX_STORED_LINES,
  MAX_TEXT_LENGTH,
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function text(record: Record<string, unknown>, key: string): string | null {
  const value = Object.hasOwn(record, key) ? record[key] : undefined;
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= MAX_TEXT_LENGTH ? trimmed : null;
}

function wholeNumber(record: Record<string, unknown>, key: string): number | null {
  const value = Object.hasOwn(record, key) ? record[key] : undefined;
  return typeof value === "number" && Number.isFinite(value) ? Math.trunc(value) : null;
}

/**
 * One stored line, or null when it cannot be trusted. Fractions are cut, huge quantities clamped; the name is the
 * catalogue's, and a price that is not one of the product's own is replaced by its list price, the stored one kept
 * as `previousPriceCents` for the buyer to be told. A line for a product the catalogue does not have (withdrawn or
 * gone) is kept as stored and marked unavailable: the buyer sees it until they remove it; no order holds it.
 */
export function parseCartLine(value: unknown, catalogue: CartCatalogue = cartCatalogue): CartLine | null {
  if (!isRecord(value)) return null;
  const id = text(value, "id");
  const name = text(value, "name");
  const priceCents = wholeNumber(value, "priceCents");
  const quantity = wholeNumber(value, "quantity");
  if (id === null || name === null || priceCents === null || quantity === null) return null;
  if (priceCents < 0 || priceCents > MAX_PRICE_CENTS || quantity < 1) return null;
  const image = text(value, "image");
  const stored = {
    id,
    name,
    priceCents,
    // Only https images and the site's own photos; anything else shows the placeholder rather than loading from
    // elsewhere.
    image: image !== null && (image.startsWith("https://") || builtPhoto(image)) ? image : "",
    category: text(value, "category") ?? "",
    quantity: Math.min(quantity, MAX_QUANTITY),
  };
  const product = catalogueLine(id, priceCents, catalogue);
  if (product === null) return { ...stored, unavailable: true };
  return { ...stored, ...product };
}

/**
 * A parsed stored value as cart lines: bad lines dropped, repeated ids merged, at most MAX_STORED_LINES lines on
 * sale (the header's badge counts the same) and as many no longer sold.
 */
export function parseCartLines(value: unknown, catalogue: CartCatalogue = cartCatalogue): CartLine[] {
  if (!Array.isArray(value)) return [];
  const byId = new Map<string, CartLine>();
  const held = { onSale: 0, unavailable: 0 };
  for (const entry of value.slice(0, MAX_STORED_ENTRIES)) {
    const line = parseCartLine(entry, catalogue);
    if (!line) continue;
    const existing = byId.get(line.id);
    if (existing) {
      existing.quantity = Math.min(MAX_QUANTITY, existing.quantity + line.quantity);
      continue;
    }
    const kind = line.unavailable ? "unavailable" : "onSale";
    if (held[kind] >= MAX_STORED_LINES) continue;
    held[kind] += 1;
    byId.set(line.id, line);
  }
  return [...byId.values()];
}

/** A line as storage keeps it: what a page added, never what the cart worked out on reading it. */
function storedLine({ id, name, priceCents, image, category, quantity }: CartLine) {
  return { id, name, priceCents, image, category, quantity };
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
    else storage.setItem(CART_STORAGE_KEY, JSON.stringify(lines.map(storedLine)));
    return true;
  } catch {
    return false;
  }
}
