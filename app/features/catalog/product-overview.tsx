import { PackageCheck, ShieldCheck, Truck } from "lucide-react";
import type * as React from "react";
import { Image } from "~/components/ui/image";
import { productCopy } from "~/content/store/store-product";
import { formatUsd } from "~/lib/money";
import { categoryPath } from "~/lib/store-paths";
import type { ProductDetail } from "./catalog";
import { StarRating } from "./star-rating";

/**
 * Image, rating (when the product has reviews), detail price, description preview, the purchase controls given as
 * its children (on the page, the island where a buyer acts), and the notes. A withdrawn product shows, in place of
 * its price, controls and notes, that it is no longer sold, with a link to its category.
 */
export function ProductOverview({
  product,
  children,
}: {
  product: ProductDetail;
  children?: React.ReactNode;
}) {
  const notes = [
    { icon: PackageCheck, text: productCopy.notes.stock },
    { icon: Truck, text: productCopy.notes.delivery },
    { icon: ShieldCheck, text: productCopy.notes.warranty },
  ];
  return (
    <div className="grid grid-cols-1 gap-10 lg:grid-cols-2">
      <Image
        src={product.image}
        alt={product.name}
        width={800}
        height={600}
        sizes="(min-width: 1024px) 50vw, calc(100vw - 2rem)"
        className="aspect-[4/3] w-full rounded-lg object-cover"
      />
      <div className="flex flex-col gap-5">
        <p className="text-brand-600 text-sm font-bold tracking-wider uppercase">{product.category}</p>
        {product.reviews && (
          <div className="flex items-center gap-2 text-sm text-slate-600">
            <StarRating rating={product.reviews.rating} />
            <span>{productCopy.reviewsSummary(product.reviews.rating, product.reviews.count)}</span>
          </div>
        )}
        {product.withdrawn ? (
          <Withdrawn product={product} />
        ) : (
          <p className="text-ink text-fit-4xl font-extrabold tabular-nums" data-testid="product-price">
            {formatUsd(product.priceCents)}
          </p>
        )}
        <p className="text-lg text-slate-700">{product.descriptionPreview}</p>
        {!product.withdrawn && children}
        {!product.withdrawn && (
          <ul className="grid gap-3 border-t border-slate-200 pt-5 text-slate-700">
            {notes.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3">
                <Icon className="text-energy size-5 shrink-0" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function Withdrawn({ product }: { product: ProductDetail }) {
  const copy = productCopy.withdrawn;
  return (
    <div
      className="rounded-lg border border-amber-300 bg-amber-50 p-5 text-slate-800"
      data-testid="product-withdrawn"
    >
      <h2 className="text-ink text-xl font-bold">{copy.title}</h2>
      <p className="mt-2">{copy.text}</p>
      <a
        href={categoryPath(product.categorySlug)}
        className="text-brand-700 mt-3 inline-block font-semibold underline underline-offset-4"
      >
        {copy.category(product.categoryTitle)}
      </a>
    </div>
  );
}
