import { Info } from "lucide-react";
import { searchCopy } from "~/content/store/store-search";

/**
 * Says that a category page's listing is the whole category, shown by the stylesheet only when its search and sort
 * cannot run: without JavaScript, or when the page's island did not load (app.css, `[data-listing-notice]`).
 */
export function ListingNotice() {
  return (
    <p
      data-listing-notice=""
      className="mb-8 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900"
    >
      <Info className="mr-2 inline size-5 align-text-bottom" aria-hidden="true" />
      {searchCopy.notApplied}
    </p>
  );
}
