import { useEffect, useId, useRef } from "react";
import { Button } from "~/components/ui/button";
import { MAX_QUERY_LENGTH, searchCopy } from "~/content/store/store-search";
import type { SortKey } from "./product-search";

/** A real GET form to the all-products page (`?q=`), so it works before the scripts run. */
export function ProductSearchForm({ query = "", sort = null }: { query?: string; sort?: SortKey | null }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Follows the address (Back, a new search) without overwriting what the visitor is typing.
    if (input.current && document.activeElement !== input.current) input.current.value = query;
  }, [query]);
  return (
    <form
      method="get"
      action={searchCopy.action}
      role="search"
      className="flex w-full max-w-xl flex-col gap-2"
    >
      <label htmlFor={id} className="text-ink text-sm font-semibold">
        {searchCopy.label}
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={id}
          type="search"
          name="q"
          defaultValue={query}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={searchCopy.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          className="text-ink h-11 min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 placeholder:text-slate-500"
        />
        {sort && <input type="hidden" name="sort" value={sort} />}
        <Button type="submit" variant="secondary">
          {searchCopy.submit}
        </Button>
      </div>
    </form>
  );
}
