// Copy for the store's product search and sort order.
import { categoryPath } from "../../lib/store-paths";

/** Longer queries are cut: no product text needs more, and a pasted essay must not slow the page. */
export const MAX_QUERY_LENGTH = 80;
export const searchCopy = {
  label: "Search products",
  placeholder: "Pump, solar, Atlas, IS-004...",
  submit: "Search",
  action: categoryPath("all"),
  resultsFor: (query: string, count: number) =>
    `${count} ${count === 1 ? "product matches" : "products match"} "${query}"`,
  noResults: (query: string) => `No products match "${query}".`,
  clear: "Show all products",
  sort: { label: "Sort by", apply: "Sort", default: "Featured order" },
  sortOptions: [
    { value: "price-asc", label: "Price: low to high" },
    { value: "price-desc", label: "Price: high to low" },
    { value: "name", label: "Name" },
  ],
} as const;
