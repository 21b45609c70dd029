const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Integer US cents as dollars with two decimals: 1299 -> "$12.99", 1234567 -> "$12,345.67". */
export function formatUsd(cents: number): string {
  if (!Number.isFinite(cents)) throw new RangeError(`Not a price in cents: ${cents}`);
  // Whole cents only, so a stray fraction can never print a third decimal or round differently per browser.
  return usd.format(Math.round(cents) / 100);
}
