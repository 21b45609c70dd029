// A category page's search and sort are in its address (`?q=`, `?sort=`), which its prerendered HTML cannot know:
// the HTML holds the whole category in the catalogue's order. This script, written before the grid, marks the page
// while the address asks for more than that, so the stylesheet keeps the loading state over the grid until the
// page's island has applied the search and sort (features/catalog/listing-params.ts): no one sees, or taps, the
// whole category as if it were the results.

export interface ListingQuerySettings {
  /** The attribute on <html> and its two values (features/catalog/listing-params.ts, `LISTING`). */
  names: { attribute: string; pending: string; failed: string };
  /** The search's and the sort's names in the address (`LISTING_PARAMS`). */
  params: { query: string; sort: string };
  /** The sort orders the listing knows; any other leaves the catalogue's order. */
  sortKeys: readonly string[];
}

/**
 * Marks the page as waiting for its island when the address has a search or a known sort order, and as failed
 * when the island cannot load (Astro's `astro:hydration-error`, after its own retry): the page then shows its
 * whole listing under a notice that says so. It runs as its source text (before-scripts/inline-script.tsx).
 */
export function holdListingForQuery({ names, params, sortKeys }: ListingQuerySettings): void {
  const root = document.documentElement;
  const address = new URLSearchParams(location.search);
  const query = (address.get(params.query) ?? "").trim();
  const sort = address.get(params.sort) ?? "";
  if (query !== "" || sortKeys.includes(sort)) root.setAttribute(names.attribute, names.pending);
  document.addEventListener("astro:hydration-error", () => {
    root.setAttribute(names.attribute, names.failed);
  });
}
