import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { PageBanner } from "~/components/layout/page-banner";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { storePageEntry } from "~/content/store-pages";
import { categoryCopy } from "~/content/store";
import { AddToCartButton } from "~/features/cart/add-to-cart-button";
import { categoryListing } from "~/features/catalog/catalog";
import { CategoryResults } from "~/features/catalog/category-results";
import { SimulatedLoading } from "~/features/catalog/simulated-loading";
import { OfflinePriceNote } from "~/features/offline/offline-price-note";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/store-category";

export const meta: Route.MetaFunction = ({ params, location }) =>
  metaFor(
    storePageEntry(location.pathname) ?? {
      path: location.pathname,
      title: params.category,
      description: categoryCopy.unknownDescription(params.category),
    },
    { noindex: !categoryListing(params.category).known },
  );

export default function StoreCategory({ params }: Route.ComponentProps) {
  const listing = categoryListing(params.category);
  return (
    <>
      <PageBanner
        title={listing.title}
        eyebrow={
          <Link
            to={categoryCopy.back.href}
            className="inline-flex items-center gap-2 text-white underline-offset-2 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {categoryCopy.back.label}
          </Link>
        }
      />
      <OfflinePriceNote />
      <Container className="py-12 lg:py-16">
        <SimulatedLoading key={params.category} label={categoryCopy.loading}>
          {listing.products.length > 0 ? (
            <CategoryResults
              products={listing.products}
              renderAction={(product) => <AddToCartButton item={product} size="sm" />}
            />
          ) : (
            <div className="py-12 text-center">
              <p className="text-lg text-slate-700">{categoryCopy.empty}</p>
              <Link
                to={categoryCopy.returnToStore.href}
                className={`${buttonVariants({ variant: "secondary", size: "lg" })} mt-6`}
              >
                {categoryCopy.returnToStore.label}
              </Link>
            </div>
          )}
        </SimulatedLoading>
      </Container>
    </>
  );
}
