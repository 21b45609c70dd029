import { Button } from "~/components/ui/button";
import { Tabs } from "~/components/ui/tabs";
import { productCopy, reviews } from "~/content/store/store-product";
import type { ProductDetail } from "./catalog";
import { StarRating } from "./star-rating";

// On a phone the three tabs share the row (it scrolls if the labels are wider); from `sm` each is as wide as its
// label. The row clips what is drawn outside it, so the keyboard's focus ring is drawn inside the tab.
const trigger =
  "flex-1 border-b-2 border-transparent px-2 py-3 text-center text-sm font-semibold text-slate-600 hover:text-ink focus-visible:-outline-offset-4 tab-current:border-brand-700 tab-current:text-brand-700 sm:flex-none sm:px-6 sm:text-base";

/** Description, Specifications and Reviews, in a keyboard-operable tab list. */
export function ProductTabs({ product }: { product: ProductDetail }) {
  const { tabs } = productCopy;
  return (
    <Tabs
      label={productCopy.tabsLabel}
      className="mt-14"
      tabClassName={trigger}
      items={[
        {
          value: "description",
          label: tabs.description,
          panelClassName: "max-w-3xl py-6 text-lg text-slate-700",
          panel: <p>{product.description}</p>,
        },
        {
          value: "specifications",
          label: tabs.specifications,
          panelClassName: "py-6",
          panel: (
            <dl className="grid max-w-3xl divide-y divide-slate-200 rounded-lg border border-slate-200">
              {product.specs.map((row) => (
                <div key={row.label} className="grid grid-cols-2 gap-4 px-4 py-3">
                  <dt className="font-semibold text-slate-700">{row.label}</dt>
                  <dd className="text-ink">{row.value}</dd>
                </div>
              ))}
            </dl>
          ),
        },
        {
          value: "reviews",
          label: tabs.reviews,
          panelClassName: "py-6",
          panel: product.reviews ? <ReviewList /> : <p className="text-slate-700">{productCopy.noReviews}</p>,
        },
      ]}
    />
  );
}

function ReviewList() {
  return (
    <>
      <ul className="grid max-w-3xl gap-6">
        {reviews.map((review) => (
          <li key={review.author} className="rounded-lg border border-slate-200 p-5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-ink font-bold">
                {review.author} <span className="font-normal text-slate-600">· {review.role}</span>
              </p>
              <time dateTime={review.date} className="text-sm text-slate-600">
                {review.date}
              </time>
            </div>
            <StarRating rating={review.rating} className="mt-2" />
            <p className="mt-3 text-slate-700">{review.text}</p>
          </li>
        ))}
      </ul>
      {/* The reviews are static: Load More Reviews is shown and does nothing (docs/product.md). */}
      <Button type="button" variant="outline" className="mt-6">
        {productCopy.loadMoreReviews}
      </Button>
    </>
  );
}
