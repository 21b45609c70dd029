import type { FeaturedProduct, Line } from "~/content/business-lines/types";
import { productPath } from "~/lib/store-paths";
import { cn } from "~/lib/cn";
import { formatUsd } from "~/lib/money";
import { lineStyle } from "../company/line-style";
import { buttonVariants } from "../ui/button";
import { Image } from "../ui/image";

/** Products picked for a content page, each at its fixed page price with a View link to the product page. */
export function FeaturedProducts({ line, products }: { line: Line; products: readonly FeaturedProduct[] }) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {products.map((product) => (
        <li key={product.productId}>
          <article
            className={cn(
              "flex h-full flex-col overflow-hidden rounded-xl border-t-4 bg-white shadow-sm ring-1 ring-slate-200",
              lineStyle[line].topBorder,
            )}
          >
            <Image
              src={product.image.src}
              alt={product.image.alt}
              width={600}
              height={450}
              sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
              className="aspect-[4/3] w-full object-cover"
            />
            <div className="flex flex-1 flex-col p-5">
              <h3 className="text-ink text-lg font-bold">{product.name}</h3>
              <p className="mt-1 text-sm text-slate-600">{product.spec}</p>
              <div className="mt-auto flex flex-wrap items-end justify-between gap-3 pt-5">
                <p className="text-ink" data-testid="featured-price">
                  <span className="text-2xl font-extrabold">{formatUsd(product.priceCents)}</span>
                  {product.unit && (
                    <>
                      <span aria-hidden="true"> {product.unit.short}</span>
                      <span className="sr-only"> {product.unit.long}</span>
                    </>
                  )}
                </p>
                <a
                  href={productPath(product.productId)}
                  aria-label={`View ${product.name}`}
                  className={buttonVariants({ variant: "secondary", size: "sm" })}
                >
                  View
                </a>
              </div>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
