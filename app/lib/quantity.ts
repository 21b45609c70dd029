// Quantities everywhere (steppers, the cart, the stored cart): whole numbers from 1 to 9,999.

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 9_999;

/**
 * Turns what a visitor typed (or a stored value) into a valid quantity: empty or non-numeric -> 1,
 * fractions cut, below 1 -> 1, above 9,999 -> 9,999.
 */
export function normalizeQuantity(input: string | number): number {
  const value = typeof input === "number" ? input : input.trim() === "" ? Number.NaN : Number(input.trim());
  if (Number.isNaN(value)) return MIN_QUANTITY;
  if (value === Number.POSITIVE_INFINITY) return MAX_QUANTITY;
  if (value === Number.NEGATIVE_INFINITY) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(value)));
}
