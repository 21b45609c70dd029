import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { PageBanner } from "~/components/layout/page-banner";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { categoryCopy } from "~/content/store/store";
import { AddToCartButton } from "~/features/cart/add-to-cart-button";
import { categoryListing } from "~/features/catalog/catalog";
import { CategoryResults } from "~/features/catalog/category-results";
import { categoryHead } from "~/features/catalog/page-heads";
import { SimulatedLoading } from "~/features/catalog/simulated-loading";
import { OfflinePriceNote } from "~/features/catalog/offline-price-note";
import { pageMeta } from "./page-meta";
import type { Route } from "./+types/store-category";

// The prerender runs the loader for each category the build writes; in the browser the same comes from the
// catalogue the page carries anyway, so moving to a category fetches nothing and works offline.
export const loader = ({ params }: Route.LoaderArgs) => categoryHead(params.category);
export const clientLoader = ({ params }: Route.ClientLoaderArgs) => categoryHead(params.category);

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const { noindex, ...head } = loaderData;
  return pageMeta(head, { noindex });
};

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
