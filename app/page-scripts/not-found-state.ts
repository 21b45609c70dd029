// The one not-found page every host serves for an address the build did not write: it chooses what to say from
// the address itself, so no host needs a rule of its own for the store's unknown products and categories.

export interface NotFoundSettings {
  /** The attribute, on <html>, that names the state shown (the stylesheet shows that one alone). */
  attribute: string;
  /** The element that shows an unknown category's slug, as a selector. */
  slugHeading: string;
  /** The address patterns, as regular expression sources with the value in their first group. */
  product: string;
  category: string;
  /** Document titles for the two store states: the product's whole, the category's around its slug. */
  titles: { product: string; category: { before: string; after: string } };
}

/**
 * Shows the state the address asks for: an unknown product ("Product Not Found"), an unknown category (its slug as
 * heading, always as text), or no page at all, which also logs the address. The slug is decoded as a link encodes
 * it; one that cannot be decoded is shown as the browser has it. It runs as its source text
 * (before-scripts/inline-script.tsx), right after the states, before the page is painted with none of them.
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
  const show = (state: string) => {
    document.documentElement.setAttribute(settings.attribute, state);
  };
  const product = new RegExp(settings.product).exec(path);
  const category = new RegExp(settings.category).exec(path);
  if (product) {
    show("product");
    document.title = settings.titles.product;
  } else if (category) {
    const slug = decoded(category[1] ?? "");
    for (const heading of document.querySelectorAll(settings.slugHeading)) heading.textContent = slug;
    show("category");
    document.title = settings.titles.category.before + slug + settings.titles.category.after;
  } else {
    show("page");
    console.error(`404 Error: User attempted to access non-existent route: ${decoded(path)}`);
  }
}
