import { useSyncExternalStore } from "react";
import { parseQuery, parseSort, queryTerms, type SortKey } from "./product-search";

const subscribeToNothing = () => () => {};

export interface ListingParams {
  query: string;
  terms: string[];
  sort: SortKey | null;
}

/**
 * The listing's search and sort, read from the page's address and parsed at this edge. While React hydrates the
 * prerendered page (which was built without them) they read as empty, so the first render matches the HTML; the
 * next render applies them, while the loading state still covers the grid.
 */
export function useListingParams(): ListingParams {
  const search = useSyncExternalStore(
    subscribeToNothing,
    () => window.location.search,
    () => "",
  );
  const params = new URLSearchParams(search);
  const query = parseQuery(params.get("q"));
  return { query, terms: queryTerms(query), sort: parseSort(params.get("sort")) };
}
