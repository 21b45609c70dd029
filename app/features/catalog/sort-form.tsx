import { useId } from "react";
import { Button } from "~/components/ui/button";
import { searchCopy } from "~/content/store/store-search";
import type { SortKey } from "./product-search";

/**
 * Sort order as `?sort=` in the address of `path`, the category's page: a GET form with a Sort button that works
 * without scripts, sent as soon as the choice changes once they run. The search, if any, is kept.
 */
export function SortForm({ path, query, sort }: { path: string; query: string; sort: SortKey | null }) {
  const id = useId();
  return (
    <form method="get" action={path} className="flex flex-wrap items-end gap-2">
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
            event.currentTarget.form?.requestSubmit();
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
