// The one not-found page every host serves for an address the build did not write: it chooses what to say from
// the address itself, so no host needs a rule of its own for the store's unknown products and categories.

export interface NotFoundSettings {
  /** The attribute, on <html>, that names the store state to show instead of the site's not-found page. */
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
 * Chooses, before the page's states are parsed, the one the address asks for: an unknown product ("Product Not
 * Found"), an unknown category (its slug as heading, always as text), or else the site's not-found page, which is
 * what the HTML shows without this script and which also logs the address. The stylesheet shows the chosen state
 * alone, so no other is ever painted first. The slug goes into its heading as the parser adds it (mutation records
 * are handled before the browser paints). The slug is decoded as a link encodes it; one that cannot be decoded is
 * shown as the browser has it. It runs as its source text (before-scripts/inline-script.tsx).
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
  const root = document.documentElement;
  const product = new RegExp(settings.product).exec(path);
  const category = new RegExp(settings.category).exec(path);
  if (product) {
    root.setAttribute(settings.attribute, "product");
    document.title = settings.titles.product;
  } else if (category) {
    const slug = decoded(category[1] ?? "");
    root.setAttribute(settings.attribute, "category");
    document.title = settings.titles.category.before + slug + settings.titles.category.after;
    const fill = () => {
      const heading = document.querySelector(settings.slugHeading);
      if (heading) heading.textContent = slug;
      return heading !== null;
    };
    if (fill()) return;
    const watcher = new MutationObserver(() => {
      if (fill()) watcher.disconnect();
    });
    watcher.observe(document, { childList: true, subtree: true });
    document.addEventListener("DOMContentLoaded", () => {
      watcher.disconnect();
      fill();
    });
  } else {
    console.error(`404 Error: User attempted to access non-existent route: ${decoded(path)}`);
  }
}
