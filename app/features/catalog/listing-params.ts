import { useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { parseQuery, parseSort, queryTerms, type SortKey } from "./product-search";

const subscribeToNothing = () => () => {};

export interface ListingParams {
  query: string;
  terms: string[];
  sort: SortKey | null;
}

/**
 * The listing's search and sort, read from the address and parsed at this edge. While React hydrates the
 * prerendered page (which was built without them) they read as empty, so the first render matches the HTML; the
 * next render applies them, while the simulated loading state still covers the grid.
 */
export function useListingParams(): ListingParams {
  const params = new URLSearchParams(useLocation().search);
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const query = hydrated ? parseQuery(params.get("q")) : "";
  return { query, terms: queryTerms(query), sort: hydrated ? parseSort(params.get("sort")) : null };
}
