import { SearchX } from "lucide-react";
import { useRef } from "react";
import type * as React from "react";
import { searchCopy } from "~/content/store/store-search";
import type { ListedProduct } from "./catalog";
import { HighlightedText } from "./highlighted-text";
import { useListingApplied, useListingParams } from "./listing-params";
import { matchesTerms, sortProducts } from "./product-search";
import { ProductGrid } from "./product-grid";
import { ProductSearchForm } from "./product-search-form";
import { SortForm, takeSortFocus } from "./sort-form";

/**
 * A category's products with search (`?q=`) and sort (`?sort=`) from the address of its page (`path`), and the
 * forms that set them. Once it shows what the address asks for, the page's loading state stops waiting for it.
 */
export function CategoryResults({
  path,
  products,
  renderAction,
}: {
  path: string;
  products: readonly ListedProduct[];
  renderAction: (product: ListedProduct) => React.ReactNode;
}) {
  const { query, terms, sort, fromAddress } = useListingParams();
  const sortSelect = useRef<HTMLSelectElement>(null);
  useListingApplied(fromAddress, () => takeSortFocus(sortSelect.current));
  const found = sortProducts(
    products.filter((product) => matchesTerms({ product, extra: product.searchSpecs }, terms)),
    sort,
  );
  return (
    <>
      <div className="mb-8 flex flex-wrap items-end justify-between gap-6">
        <ProductSearchForm query={query} sort={sort} />
        <SortForm path={path} query={query} sort={sort} selectRef={sortSelect} />
      </div>
      {query && found.length > 0 && (
        <p className="mb-6 text-slate-700" data-testid="search-summary">
          {searchCopy.resultsFor(query, found.length)}
        </p>
      )}
      {found.length > 0 ? (
        <ProductGrid
          products={found}
          headingLevel="h2"
          renderAction={renderAction}
          renderText={terms.length > 0 ? (text) => <HighlightedText text={text} terms={terms} /> : undefined}
        />
      ) : (
        <div className="flex flex-col items-center py-12 text-center">
          <SearchX className="size-12 text-slate-400" aria-hidden="true" />
          <p className="mt-4 text-lg text-slate-700">{searchCopy.noResults(query)}</p>
          <a href={path} className="text-brand-700 mt-4 font-semibold underline underline-offset-2">
            {searchCopy.clear}
          </a>
        </div>
      )}
    </>
  );
}
