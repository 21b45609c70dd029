// The one not-found page every host serves for an address the build did not write: it chooses what to say from
// the address itself, so no host needs a rule of its own for the store's unknown products and categories.

export interface NotFoundSettings {
  /** The attribute each of the page's states carries, with its name as value. */
  attribute: string;
  /** The attribute of the element that shows an unknown category's slug. */
  slugAttribute: string;
  /** The address patterns, as regular expression sources with the value in their first group. */
  product: string;
  category: string;
  /** Document titles for the two store states; `#` stands for the slug. */
  titles: { product: string; category: string };
}

/**
 * Shows the state the address asks for: an unknown product ("Product Not Found"), an unknown category (its slug as
 * heading, always as text), or no page at all, which the HTML shows without any script and which also logs the
 * address. An address that cannot be decoded is shown as the browser has it. It runs as its source text
 * (before-scripts/inline-script.tsx).
 */
export function chooseNotFoundState(settings: NotFoundSettings): void {
  const path = location.pathname;
  const decoded = (value: string) => {
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  };
  const show = (name: string) => {
    for (const state of document.querySelectorAll<HTMLElement>(`[${settings.attribute}]`))
      state.hidden = state.getAttribute(settings.attribute) !== name;
  };
  const product = new RegExp(settings.product).exec(path);
  const category = new RegExp(settings.category).exec(path);
  if (product) {
    show("product");
    document.title = settings.titles.product;
  } else if (category) {
    const slug = decoded(category[1] ?? "");
    show("category");
    for (const heading of document.querySelectorAll(`[${settings.slugAttribute}]`))
      heading.textContent = slug;
    document.title = settings.titles.category.replace("#", slug);
  } else {
    console.error(`404 Error: User attempted to access non-existent route: ${decoded(path)}`);
  }
}
