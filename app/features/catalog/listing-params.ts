import { useEffect, useEffectEvent, useSyncExternalStore } from "react";
import { LISTING_PARAMS, parseQuery, parseSort, queryTerms, type SortKey } from "./product-search";

const subscribeToNothing = () => () => {};

/**
 * On <html>, the state of a category page's search and sort, which the prerendered HTML (the whole category, in
 * the catalogue's order) cannot know: the page's inline script sets it from the address before the grid is parsed
 * (page-scripts/listing-query.ts), the stylesheet reads it (app.css), the island ends it.
 */
export const LISTING = {
  attribute: "data-listing",
  /** The address asks for a search or sort the island has not applied yet: the loading state stays over the grid. */
  pending: "pending",
  /** The island could not load: the page says its listing is neither searched nor sorted. */
  failed: "failed",
} as const;

export interface ListingParams {
  query: string;
  terms: string[];
  sort: SortKey | null;
  /** Whether these are the address's: false while React hydrates the prerendered page, which was built without. */
  fromAddress: boolean;
}

/**
 * The listing's search and sort, read from the page's address and parsed at this edge. While React hydrates the
 * prerendered page (which was built without them) an address that asks for a search or sort reads as empty, so the
 * first render matches the HTML; the next render applies them, while the loading state still covers the grid. An
 * address that asks for neither is the prerendered listing already: it is read as it is from the first render, so
 * hydration needs no second render of the whole listing (a blocking one: React renders a store's change at once).
 */
export function useListingParams(): ListingParams {
  const search = useSyncExternalStore<string | null>(subscribeToNothing, addressSearch, hydrationSearch);
  return { ...listingOf(search), fromAddress: search !== null };
}

const addressSearch = () => window.location.search;

/** What the prerendered listing stands for: no address on the server; in the browser, one that asks for nothing. */
function hydrationSearch(): string | null {
  if (typeof window === "undefined") return null;
  const search = addressSearch();
  const { query, sort } = listingOf(search);
  return query === "" && sort === null ? search : null;
}

function listingOf(search: string | null): Omit<ListingParams, "fromAddress"> {
  const params = new URLSearchParams(search ?? "");
  const query = parseQuery(params.get(LISTING_PARAMS.query));
  return { query, terms: queryTerms(query), sort: parseSort(params.get(LISTING_PARAMS.sort)) };
}

/**
 * Once the listing on screen is the one its address asks for (`applied`, after the render that shows it has been
 * committed), the page's loading state no longer waits for it; then `shown` runs, with the listing visible.
 */
export function useListingApplied(applied: boolean, shown: () => void): void {
  const onShown = useEffectEvent(shown);
  useEffect(() => {
    if (!applied) return;
    const root = document.documentElement;
    if (root.getAttribute(LISTING.attribute) === LISTING.pending) root.removeAttribute(LISTING.attribute);
    onShown();
  }, [applied]);
}
