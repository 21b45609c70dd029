import type * as React from "react";
import { Image } from "~/components/ui/image";
import { productPath } from "~/lib/store-paths";
import { categoryCopy } from "~/content/store/store";
import { formatUsd } from "~/lib/money";
import type { ListedProduct } from "./catalog";
import { StarRating } from "./star-rating";

/** A product in a listing: list price, a link to its page, and the action the page passes in (Add to Cart). */
export function ProductCard({
  product,
  headingLevel: Heading,
  action,
  renderText = (text) => text,
}: {
  product: ListedProduct;
  headingLevel: "h2" | "h3";
  action: React.ReactNode;
  renderText?: (text: string) => React.ReactNode;
}) {
  const href = productPath(product.id);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <Image
        src={product.image}
        alt={product.name}
        width={800}
        height={600}
        sizes="(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, calc(100vw - 2rem)"
        className="aspect-[4/3] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="text-brand-600 text-xs font-bold tracking-wider uppercase">{product.category}</p>
        <Heading className="text-ink text-lg leading-snug font-bold">
          <a href={href} className="hover:text-brand-700 hover:underline">
            {renderText(product.name)}
          </a>
        </Heading>
        {product.reviews && (
          <div className="flex items-center gap-2 text-sm text-slate-600">
            <StarRating rating={product.reviews.rating} />
            <span>({product.reviews.count})</span>
          </div>
        )}
        <p className="line-clamp-2 text-sm text-slate-600">{renderText(product.description)}</p>
        <p className="text-ink mt-auto text-2xl font-extrabold tabular-nums" data-testid="product-price">
          {formatUsd(product.priceCents)}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          {action}
          <a href={href} className="text-brand-700 text-sm font-semibold underline-offset-2 hover:underline">
            {categoryCopy.viewDetails}
            <span className="sr-only">: {product.name}</span>
          </a>
        </div>
      </div>
    </article>
  );
}
