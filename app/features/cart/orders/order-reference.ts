// One reference per order: made the first time the buyer sends, prints or shares the cart, and the same on every
// channel until the cart changes. Kept in the browser with the cart's content it was made for.
import type { CartLines } from "../state/cart-reducer";

/** localStorage key of the current cart's reference. */
export const ORDER_REFERENCE_KEY = "industrial-suppliers-order-reference";

/** Letters and digits read over the phone without doubt: no 0/O, 1/I/L. */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const REFERENCE_LENGTH = 6;
const REFERENCE_PATTERN = new RegExp(`^[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

/** The part of the Web Storage API the reference uses. */
export type ReferenceStorage = Pick<Storage, "getItem" | "setItem">;

/** `count` random whole numbers of 32 bits (crypto.getRandomValues in the browser). */
export type RandomFill = (count: number) => ArrayLike<number>;

const cryptoFill: RandomFill = (count) => crypto.getRandomValues(new Uint32Array(count));

/** A new reference: REFERENCE_LENGTH characters of REFERENCE_ALPHABET. */
export function newReference(fill: RandomFill = cryptoFill): string {
  const values = Array.from(fill(REFERENCE_LENGTH)).slice(0, REFERENCE_LENGTH);
  return values
    .map((value) => REFERENCE_ALPHABET[Math.abs(Math.trunc(value)) % REFERENCE_ALPHABET.length])
    .join("");
}

export function isReference(value: unknown): value is string {
  return typeof value === "string" && REFERENCE_PATTERN.test(value);
}

/** What is ordered (product, quantity, unit price), in any line order: a change to any is a new order. */
export function cartFingerprint(lines: CartLines): string {
  return lines
    .map((line) => `${line.id}*${line.quantity}*${line.priceCents}`)
    .sort()
    .join(",");
}

/** The stored reference when it was made for this very cart, else null. Whatever storage holds is checked. */
export function currentReference(storage: ReferenceStorage | null, lines: CartLines): string | null {
  try {
    const raw = storage?.getItem(ORDER_REFERENCE_KEY);
    if (!raw) return null;
    const stored: unknown = JSON.parse(raw);
    if (typeof stored !== "object" || stored === null) return null;
    const { reference, cart } = stored as Record<string, unknown>;
    return isReference(reference) && cart === cartFingerprint(lines) ? reference : null;
  } catch {
    return null;
  }
}

/**
 * The cart's reference, made and kept now if it has none. Storage that refuses still gives a reference, for this
 * page only.
 */
export function orderReference(
  storage: ReferenceStorage | null,
  lines: CartLines,
  fill: RandomFill = cryptoFill,
): string {
  const kept = currentReference(storage, lines);
  if (kept !== null) return kept;
  const reference = newReference(fill);
  try {
    storage?.setItem(ORDER_REFERENCE_KEY, JSON.stringify({ reference, cart: cartFingerprint(lines) }));
  } catch {
    // Private mode or a full storage: the reference holds for this page.
  }
  return reference;
}
