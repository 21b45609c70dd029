// The content manager's preview of a product: its card as the store's lists show it and the top of its own page,
// with the site's own classes (the preview pane loads the site's style sheet, /admin/site.css). It mirrors
// app/features/catalog/product-card.tsx and product-overview.tsx; a unit test renders both and fails when the
// classes or the words differ. `h` is React's createElement: Decap's in the admin page, the site's in the test.
import { formatUsd } from "./cms-rules.js";

/** @typedef {(type: string, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown} H */

/**
 * A product as staff are editing it: the fields may be empty or wrong until they save.
 * @typedef {{ id?: unknown, name?: unknown, listPrice?: unknown, detailPrice?: unknown, category?: unknown,
 *   image?: unknown, description?: unknown, rating?: unknown, reviewCount?: unknown }} DraftProduct
 */

/** The store's cut of a description on the product page (app/content/store.ts, DESCRIPTION_PREVIEW_LENGTH). */
export const DESCRIPTION_PREVIEW_LENGTH = 150;

/** @param {unknown} value */
const text = (value) => (typeof value === "string" ? value : "");

/** A price as the store shows it, or as typed while it breaks the rule (the field says why). @param {unknown} value */
const price = (value) =>
  typeof value === "number" && value > 0 && /^\d+(\.\d{1,2})?$/.test(String(value))
    ? formatUsd(value)
    : String(value ?? "");

/** @param {string} description (app/features/catalog/catalog.ts, descriptionPreview) */
function descriptionPreview(description) {
  const characters = Array.from(description);
  if (characters.length <= DESCRIPTION_PREVIEW_LENGTH) return description;
  return `${characters.slice(0, DESCRIPTION_PREVIEW_LENGTH).join("").trimEnd()}...`;
}

/** @param {DraftProduct} product */
function reviewsOf(product) {
  const { rating, reviewCount } = product;
  return typeof rating === "number" && typeof reviewCount === "number"
    ? { rating, count: reviewCount }
    : null;
}

const STAR_PATH =
  "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z";

/** The store's five stars (app/features/catalog/star-rating.tsx). @param {H} h @param {number} rating */
function stars(h, rating) {
  const filled = Math.round(rating);
  return h(
    "span",
    { role: "img", "aria-label": `Rated ${rating.toFixed(1)} out of 5`, className: "flex gap-0.5" },
    ...[1, 2, 3, 4, 5].map((star) =>
      h(
        "svg",
        {
          key: star,
          xmlns: "http://www.w3.org/2000/svg",
          width: 24,
          height: 24,
          viewBox: "0 0 24 24",
          fill: "none",
          stroke: "currentColor",
          strokeWidth: 2,
          strokeLinecap: "round",
          strokeLinejoin: "round",
          "aria-hidden": "true",
          className: `lucide lucide-star size-4 ${star <= filled ? "fill-accent-500 text-accent-600" : "text-slate-300"}`,
        },
        h("path", { d: STAR_PATH }),
      ),
    ),
  );
}

/**
 * The product's card in the store's lists: list price, rating when it has one.
 * @param {H} h
 * @param {DraftProduct} product
 */
export function productCard(h, product) {
  const reviews = reviewsOf(product);
  return h(
    "article",
    {
      className:
        "flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md",
    },
    h("img", {
      src: text(product.image),
      alt: text(product.name),
      width: 800,
      height: 600,
      className: "aspect-[4/3] w-full object-cover",
    }),
    h(
      "div",
      { className: "flex flex-1 flex-col gap-3 p-5" },
      h(
        "p",
        { className: "text-brand-600 text-xs font-bold tracking-wider uppercase" },
        text(product.category),
      ),
      h(
        "h2",
        { className: "text-ink text-lg leading-snug font-bold" },
        h("a", { className: "hover:text-brand-700 hover:underline" }, text(product.name)),
      ),
      reviews &&
        h(
          "div",
          { className: "flex items-center gap-2 text-sm text-slate-600" },
          stars(h, reviews.rating),
          h("span", null, `(${String(reviews.count)})`),
        ),
      h("p", { className: "line-clamp-2 text-sm text-slate-600" }, text(product.description)),
      h(
        "p",
        {
          className: "text-ink mt-auto text-2xl font-extrabold tabular-nums",
          "data-testid": "product-price",
        },
        price(product.listPrice),
      ),
    ),
  );
}

/**
 * The top of the product's own page: page price, rating when it has one, the start of the description.
 * @param {H} h
 * @param {DraftProduct} product
 */
export function productOverview(h, product) {
  const reviews = reviewsOf(product);
  return h(
    "div",
    { className: "grid grid-cols-1 gap-10 lg:grid-cols-2" },
    h("img", {
      src: text(product.image),
      alt: text(product.name),
      width: 800,
      height: 600,
      className: "aspect-[4/3] w-full rounded-lg object-cover",
    }),
    h(
      "div",
      { className: "flex flex-col gap-5" },
      h(
        "p",
        { className: "text-brand-600 text-sm font-bold tracking-wider uppercase" },
        text(product.category),
      ),
      reviews &&
        h(
          "div",
          { className: "flex items-center gap-2 text-sm text-slate-600" },
          stars(h, reviews.rating),
          h("span", null, `${reviews.rating.toFixed(1)} out of 5 (${String(reviews.count)} reviews)`),
        ),
      h(
        "p",
        { className: "text-ink text-fit-4xl font-extrabold tabular-nums", "data-testid": "product-price" },
        price(product.detailPrice),
      ),
      h("p", { className: "text-lg text-slate-700" }, descriptionPreview(text(product.description))),
    ),
  );
}

/**
 * The whole preview: the card at about the width the store's lists give it, then the product's page.
 * @param {H} h
 * @param {DraftProduct} product
 */
export function productPreview(h, product) {
  return h(
    "div",
    { className: "space-y-6 p-6" },
    h("h2", { className: "text-ink text-2xl font-extrabold tracking-tight" }, "In the store's lists"),
    h("div", { className: "max-w-xs" }, productCard(h, product)),
    h("h2", { className: "text-ink text-2xl font-extrabold tracking-tight" }, "On its own page"),
    h("h1", { className: "text-ink text-4xl font-extrabold tracking-tight" }, text(product.name)),
    productOverview(h, product),
  );
}
