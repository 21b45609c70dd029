import { useId } from "react";
import { useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { searchCopy } from "~/content/store/store-search";
import { useGetFormNavigation } from "./get-form";
import type { SortKey } from "./product-search";

/**
 * Sort order as `?sort=` in the address: a GET form with a Sort button that works without scripts, applied as
 * soon as the choice changes once they run. The search, if any, is kept.
 */
export function SortForm({ query, sort }: { query: string; sort: SortKey | null }) {
  const id = useId();
  const { pathname } = useLocation();
  const go = useGetFormNavigation();
  return (
    <form
      method="get"
      action={pathname}
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        go(event.currentTarget);
      }}
    >
      {query && <input type="hidden" name="q" value={query} />}
      <div className="flex flex-col gap-2">
        <label htmlFor={id} className="text-ink text-sm font-semibold">
          {searchCopy.sort.label}
        </label>
        <select
          id={id}
          name="sort"
          // Follows the address, so Back shows the order the page is in.
          value={sort ?? ""}
          onChange={(event) => {
            if (event.currentTarget.form) go(event.currentTarget.form);
          }}
          className="text-ink h-11 rounded-md border border-slate-400 bg-white px-3"
        >
          <option value="">{searchCopy.sort.default}</option>
          {searchCopy.sortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="outline">
        {searchCopy.sort.apply}
      </Button>
    </form>
  );
}
