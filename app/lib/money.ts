// Money is integer US cents everywhere; these turn cents into text only at the edge.

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`Expected a whole, non-negative number of cents, got ${String(cents)}`);
  }
}

/** Plain dollars with 2 decimals and no grouping, as the checkout message writes them: 1299999 -> "12999.99". */
export function formatDollars(cents: number): string {
  assertCents(cents);
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return `${whole}.${String(rest).padStart(2, "0")}`;
}

/** Display price with a dollar sign, thousands separators and 2 decimals: 1299999 -> "$12,999.99". */
export function formatUsd(cents: number): string {
  assertCents(cents);
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  // Grouped by hand: the first toLocaleString call loads the locale data, a long pause on a slow phone.
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `$${grouped}.${String(rest).padStart(2, "0")}`;
}

/** Price times quantity, still in cents. */
export function lineTotalCents(priceCents: number, quantity: number): number {
  return priceCents * quantity;
}
