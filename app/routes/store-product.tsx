import { Link } from "react-router";
import { PageBanner } from "~/components/layout/page-banner";
import { Breadcrumb } from "~/components/sections/breadcrumb";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { site } from "~/content/site";
import { categoryPath } from "~/content/site-routes";
import { storePageEntry } from "~/content/store-pages";
import { productCopy } from "~/content/store-product";
import { AddToCartForm } from "~/features/cart/add-to-cart-form";
import { productDetail } from "~/features/catalog/catalog";
import { ProductOverview } from "~/features/catalog/product-overview";
import { ProductTabs } from "~/features/catalog/product-tabs";
import { SimulatedLoading } from "~/features/catalog/simulated-loading";
import { OfflinePriceNote } from "~/features/offline/offline-price-note";
import { productShareImage } from "~/lib/product-share-image";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/store-product";

export const meta: Route.MetaFunction = ({ location, params }) => {
  const entry = storePageEntry(location.pathname);
  // A product link shows the product: its photo is the share image (written into the prerendered HTML only).
  const product = import.meta.env.SSR && entry ? productDetail(params.id) : undefined;
  return metaFor(
    entry ?? {
      path: location.pathname,
      title: productCopy.notFound.title,
      description: productCopy.notFound.description,
    },
    { noindex: !entry, image: product && productShareImage(product) },
  );
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
