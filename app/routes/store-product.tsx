import { Link } from "react-router";
import { PageBanner } from "~/components/layout/page-banner";
import { Breadcrumb } from "~/components/sections/breadcrumb";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { site } from "~/content/site";
import { products } from "~/content/store/products";
import { productCopy } from "~/content/store/store-product";
import { AddToCartForm } from "~/features/cart/add-to-cart-form";
import { productDetail } from "~/features/catalog/catalog";
import { productHead } from "~/features/catalog/page-heads";
import { ProductOverview } from "~/features/catalog/product-overview";
import { ProductTabs } from "~/features/catalog/product-tabs";
import { SimulatedLoading } from "~/features/catalog/simulated-loading";
import { OfflinePriceNote } from "~/features/catalog/offline-price-note";
import { productShareImage } from "~/lib/product-share-image";
import { categoryPath } from "~/lib/store-paths";
import { pageMeta, productData, siteIdentity } from "./page-meta";
import type { Route } from "./+types/store-product";

// The prerender runs the loader for each product the build writes; in the browser the same comes from the
// catalogue the page carries anyway, so moving to a product fetches nothing and works offline.
export const loader = ({ params }: Route.LoaderArgs) => productHead(params.id);
export const clientLoader = ({ params }: Route.ClientLoaderArgs) => productHead(params.id);

export const meta: Route.MetaFunction = ({ loaderData, params }) => {
  const { found, ...head } = loaderData;
  // A product link shows the product: its photo is the share image, and its offer and trail the structured data
  // (both written into the prerendered HTML only).
  const product =
    import.meta.env.SSR && found ? products.find((candidate) => candidate.id === params.id) : undefined;
  return pageMeta(head, {
    noindex: !found,
    image: product && productShareImage(product, siteIdentity),
    structuredData: product && productData(product),
  });
};

export default function StoreProduct({ params }: Route.ComponentProps) {
  const product = productDetail(params.id);
  const { notFound } = productCopy;
  return (
    <>
      <PageBanner
        title={product ? product.name : notFound.title}
        eyebrow={
          product && (
            <Breadcrumb
              trail={[
                productCopy.breadcrumbStore,
                { label: product.categoryTitle, href: categoryPath(product.categorySlug) },
              ]}
              current={product.name}
            />
          )
        }
      />
      <OfflinePriceNote />
      <Container className="py-12 lg:py-16">
        <SimulatedLoading key={params.id} label={productCopy.loading}>
          {product ? (
            <>
              <ProductOverview
                product={product}
                purchase={<AddToCartForm item={product} whatsappNumber={site.whatsappNumber} />}
              />
              <ProductTabs product={product} />
            </>
          ) : (
            <div className="py-12 text-center">
              <p className="text-lg text-slate-700">{notFound.text}</p>
              <Link
                to={notFound.returnToStore.href}
                className={`${buttonVariants({ variant: "secondary", size: "lg" })} mt-6`}
              >
                {notFound.returnToStore.label}
              </Link>
            </div>
          )}
        </SimulatedLoading>
      </Container>
    </>
  );
}
