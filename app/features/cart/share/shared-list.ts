// A cart as a link: the list's address carries only product ids, quantities and which of a product's two prices
// (its list price or its product page price) each line was added at, never an amount, a name or anything else.
// Opening it reads the names and prices from today's catalogue. Pure: no React, no browser.
import type { CartCatalogue } from "~/lib/stored-cart";
import { MAX_QUANTITY } from "~/lib/quantity";
import type { CartLines } from "../state/cart-reducer";

/** The shared list's page, and the query parameter that carries the list. */
export const SHARED_LIST_PATH = "/cart/shared";
export const SHARED_LIST_PARAM = "l";

/** Longest list text read: far more than the catalogue could fill, short enough that nothing stalls the page. */
export const MAX_SHARED_TEXT = 2_000;
/** Most lines read from one link. */
export const MAX_SHARED_LINES = 100;

/** A line as the link carries it: `price` is 0 for the list price, 1 for the product page price. */
export interface SharedEntry {
  id: string;
  quantity: number;
  price: 0 | 1;
}

/** Each line: `<id>.<quantity>`, then `d` when it was added at the product page price; lines joined by `_`. */
const ENTRY = /^([A-Za-z0-9-]{1,64})\.(.*)$/s;
const QUANTITY = /^(\d{1,6})(d?)$/;
const LIST_SEPARATOR = "_";

/** The list's text for these lines (which price from the catalogue: a price that is not the product page's is the list price). */
export function encodeSharedList(lines: CartLines, catalogue: CartCatalogue): string {
  return lines
    .map((line) => {
      const product = Object.hasOwn(catalogue, line.id) ? catalogue[line.id] : undefined;
      const detail =
        product !== undefined &&
        product.prices[0] !== line.priceCents &&
        product.prices[1] === line.priceCents;
      return `${line.id}.${line.quantity}${detail ? "d" : ""}`;
    })
    .join(LIST_SEPARATOR);
}

/** The list's full address on this site. */
export function sharedListUrl(origin: string, lines: CartLines, catalogue: CartCatalogue): string {
  return `${origin}${SHARED_LIST_PATH}?${SHARED_LIST_PARAM}=${encodeSharedList(lines, catalogue)}`;
}

/** A line of the link that is not added, and why: shown to the buyer by what the link said. */
export type SkippedEntry =
  | { reason: "unknown-product"; id: string }
  | { reason: "bad-quantity"; id: string; name: string; quantity: string }
  | { reason: "unreadable"; text: string };

/** A line the link adds: today's name and price from the catalogue. */
export interface SharedLine {
  id: string;
  name: string;
  priceCents: number;
  quantity: number;
}

export type SharedListResult =
  | { kind: "list"; lines: SharedLine[]; skipped: SkippedEntry[] }
  | { kind: "error"; reason: "missing" | "too-long" | "empty" };

/** What a buyer sees of a line the link could not read: short, one line. */
function shown(text: string): string {
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ");
  return flat.length > 40 ? `${flat.slice(0, 40)}…` : flat;
}

/**
 * The list a link's text gives, checked against the catalogue. Never throws: every string is a list (perhaps with
 * lines skipped, each named) or a defined error. Repeated products are merged, quantities capped at MAX_QUANTITY.
 */
export function decodeSharedList(text: string | null, catalogue: CartCatalogue): SharedListResult {
  if (text === null || text.trim() === "") return { kind: "error", reason: "missing" };
  if (text.length > MAX_SHARED_TEXT) return { kind: "error", reason: "too-long" };
  const lines = new Map<string, SharedLine>();
  const skipped: SkippedEntry[] = [];
  for (const entry of text.split(LIST_SEPARATOR).slice(0, MAX_SHARED_LINES)) {
    if (entry === "") continue;
    const match = ENTRY.exec(entry);
    if (!match) {
      skipped.push({ reason: "unreadable", text: shown(entry) });
      continue;
    }
    const [, id = "", rest = ""] = match;
    const product = Object.hasOwn(catalogue, id) ? catalogue[id] : undefined;
    if (product === undefined) {
      skipped.push({ reason: "unknown-product", id });
      continue;
    }
    const [, quantityText = "", detail] = QUANTITY.exec(rest) ?? [];
    const quantity = Number(quantityText);
    if (quantityText === "" || quantity < 1 || quantity > MAX_QUANTITY) {
      skipped.push({ reason: "bad-quantity", id, name: product.name, quantity: shown(rest) });
      continue;
    }
    const existing = lines.get(id);
    if (existing) existing.quantity = Math.min(MAX_QUANTITY, existing.quantity + quantity);
    else
      lines.set(id, { id, name: product.name, priceCents: product.prices[detail === "d" ? 1 : 0], quantity });
  }
  if (lines.size === 0 && skipped.length === 0) return { kind: "error", reason: "empty" };
  return { kind: "list", lines: [...lines.values()], skipped };
}
