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
  /** A category page whose search and sort cannot run: no JavaScript, or the page's scripts did not load. */
  notApplied:
    "Search and sort need JavaScript, which is off or did not load: every product in this category is listed, in the store's own order.",
  sort: { label: "Sort by", apply: "Sort", default: "Featured order" },
  sortOptions: [
    { value: "price-asc", label: "Price: low to high" },
    { value: "price-desc", label: "Price: high to low" },
    { value: "name", label: "Name" },
  ],
} as const;
