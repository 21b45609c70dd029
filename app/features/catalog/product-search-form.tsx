import { useEffect, useId, useRef } from "react";
import { Button } from "~/components/ui/button";
import { MAX_QUERY_LENGTH, searchCopy } from "~/content/store/store-search";
import { LISTING_PARAMS, type SortKey } from "./product-search";

/** A real GET form to the all-products page (`?q=`): it works before the scripts run, and without them. */
export function ProductSearchForm({ query = "", sort = null }: { query?: string; sort?: SortKey | null }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // The query the field was last set to: what the prerendered page wrote, until the address gives another.
  const shown = useRef(query);
  useEffect(() => {
    // Follows the address's search as the page learns it, without overwriting what the visitor is typing, or
    // anything typed before the scripts ran.
    const field = input.current;
    if (!field || shown.current === query) return;
    shown.current = query;
    if (document.activeElement !== field) field.value = query;
  }, [query]);
  useEffect(() => {
    // Back to a page the browser kept as it was: the field shows its search again, not the one typed after it.
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted && input.current) input.current.value = shown.current;
    };
    window.addEventListener("pageshow", restored);
    return () => window.removeEventListener("pageshow", restored);
  }, []);
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
          name={LISTING_PARAMS.query}
          defaultValue={query}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={searchCopy.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          className="text-ink h-11 min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 placeholder:text-slate-500"
        />
        {sort && <input type="hidden" name={LISTING_PARAMS.sort} value={sort} />}
        <Button type="submit" variant="secondary">
          {searchCopy.submit}
        </Button>
      </div>
    </form>
  );
}
