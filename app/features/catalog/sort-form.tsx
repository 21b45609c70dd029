import { useId, type RefObject } from "react";
import { Button } from "~/components/ui/button";
import { searchCopy } from "~/content/store/store-search";
import { LISTING_PARAMS, type SortKey } from "./product-search";

/** In this tab's session storage: the address a sort order just chosen opens. */
const SORT_CHOSEN_KEY = "store-sort-chosen";

/**
 * Sort order as `?sort=` in the address of `path`, the category's page: a GET form with a Sort button that works
 * without scripts, sent as soon as the choice changes once they run. The search, if any, is kept. Sending it opens
 * the page anew; there the choice keeps the focus (`takeSortFocus`), so a keyboard can go on choosing.
 */
export function SortForm({
  path,
  query,
  sort,
  selectRef,
}: {
  path: string;
  query: string;
  sort: SortKey | null;
  selectRef?: RefObject<HTMLSelectElement | null>;
}) {
  const id = useId();
  return (
    <form method="get" action={path} className="flex max-w-full flex-wrap items-end gap-2">
      {query && <input type="hidden" name={LISTING_PARAMS.query} value={query} />}
      <div className="flex max-w-full min-w-0 flex-col gap-2">
        <label htmlFor={id} className="text-ink text-sm font-semibold">
          {searchCopy.sort.label}
        </label>
        <select
          ref={selectRef}
          id={id}
          name={LISTING_PARAMS.sort}
          // Follows the address, so Back shows the order the page is in.
          value={sort ?? ""}
          onChange={(event) => {
            const form = event.currentTarget.form;
            if (!form) return;
            remember(form);
            form.requestSubmit();
          }}
          className="text-ink min-h-11 max-w-full rounded-md border border-slate-400 bg-white px-3"
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

/** The address the form opens: its action with its fields, as the browser writes them. */
function addressOf(form: HTMLFormElement): string {
  const fields = [...new FormData(form)].flatMap(([name, value]) =>
    typeof value === "string" ? [[name, value]] : [],
  );
  return `${new URL(form.action).pathname}?${new URLSearchParams(fields).toString()}`;
}

function remember(form: HTMLFormElement) {
  try {
    sessionStorage.setItem(SORT_CHOSEN_KEY, addressOf(form));
  } catch {
    // Storage refused: the new page simply starts with the focus at its top.
  }
}

/** The address a sort order was chosen for, once: it is forgotten as it is read. */
function chosenAddress(): string | null {
  try {
    const address = sessionStorage.getItem(SORT_CHOSEN_KEY);
    sessionStorage.removeItem(SORT_CHOSEN_KEY);
    return address;
  } catch {
    return null;
  }
}

/**
 * On the page a sort choice opened, once it shows its listing: gives the focus back to the sort order, as a choice
 * that updated the list in place would have kept it.
 */
export function takeSortFocus(select: HTMLSelectElement | null): void {
  if (!select || chosenAddress() !== `${location.pathname}${location.search}`) return;
  // The listing may still be under the loading state, which the stylesheet ends: focus waits for it.
  const content = select.closest<HTMLElement>("[data-simulated-content]");
  const ending = typeof content?.getAnimations === "function" ? content.getAnimations() : [];
  Promise.all(ending.map((animation) => animation.finished))
    .catch(() => undefined)
    .finally(() => select.focus());
}
