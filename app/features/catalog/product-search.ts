// Search and sort for the store's listings. Pure: the query and sort arrive from the address bar, parsed here.
import { MAX_QUERY_LENGTH } from "~/content/store/store-search";
import type { ListedProduct } from "./catalog";

export { MAX_QUERY_LENGTH };

/** The names of a listing's search and sort in its address (`?q=…&sort=…`), which its GET forms send. */
export const LISTING_PARAMS = { query: "q", sort: "sort" } as const;

export const SORT_KEYS = ["price-asc", "price-desc", "name"] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** `?sort=` as the address bar has it; anything unknown means the catalogue's own order (null). */
export function parseSort(raw: string | null): SortKey | null {
  return SORT_KEYS.find((key) => key === raw) ?? null;
}

/** `?q=` as the address bar has it: whitespace collapsed, trimmed, cut to MAX_QUERY_LENGTH characters. */
export function parseQuery(raw: string | null): string {
  const collapsed = (raw ?? "").replace(/\s+/g, " ").trim();
  return Array.from(collapsed).slice(0, MAX_QUERY_LENGTH).join("").trim();
}

/** Case- and accent-insensitive form of one character or string: NFD, diacritics dropped, lower case. */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

/** The query's words, folded, without empties or repeats; punctuation between words separates them too. */
export function queryTerms(query: string): string[] {
  const words = fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
  return [...new Set(words)];
}

/** What a search looks through for a product: the listing's text plus its specification rows' values. */
export interface Searchable {
  product: ListedProduct;
  /** Brand and model (and any other spec values) as plain text. */
  extra: readonly string[];
}

/** A product matches when every word of the query appears in its name, description, category or specs. */
export function matchesTerms(item: Searchable, terms: readonly string[]): boolean {
  if (terms.length === 0) return true;
  const haystack = fold(
    [item.product.name, item.product.description, item.product.category, ...item.extra].join("\n"),
  );
  return terms.every((term) => haystack.includes(term));
}

export function sortProducts<T extends ListedProduct>(products: readonly T[], sort: SortKey | null): T[] {
  const copy = [...products];
  switch (sort) {
    case null:
      return copy;
    case "price-asc":
      return copy.sort((a, b) => a.priceCents - b.priceCents);
    case "price-desc":
      return copy.sort((a, b) => b.priceCents - a.priceCents);
    case "name":
      return copy.sort((a, b) => a.name.localeCompare(b.name, "en"));
  }
}

export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * Splits text into runs that match one of the terms and runs that do not, for <mark>. Matching happens on the
 * folded text; each original character maps to its folded form, so "Énergie" is marked for "energie".
 */
export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  const characters = Array.from(text);
  let folded = "";
  const owner: number[] = [];
  characters.forEach((character, index) => {
    const piece = fold(character);
    folded += piece;
    for (let i = 0; i < piece.length; i += 1) owner.push(index);
  });
  const marked = new Array<boolean>(characters.length).fill(false);
  for (const term of terms) {
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + 1)) {
      for (let i = at; i < at + term.length; i += 1) marked[owner[i] ?? 0] = true;
    }
  }
  const parts: TextPart[] = [];
  characters.forEach((character, index) => {
    const match = marked[index] ?? false;
    const last = parts.at(-1);
    if (last && last.match === match) last.text += character;
    else parts.push({ text: character, match });
  });
  return parts;
}
