import { ActionLinks } from "~/components/sections/action-links";
import { CategoryCards } from "~/components/sections/category-cards";
import { CheckoutSteps } from "~/components/sections/checkout-steps";
import { PageHero } from "~/components/sections/page-hero";
import { PageSection } from "~/components/sections/page-section";
import { WhyShopList } from "~/components/sections/why-shop-list";
import { storeCategoryCards, storeHome, storeEntry } from "~/content/store/store-home";
import { Container } from "~/components/ui/container";
import { searchCopy } from "~/content/store/store-search";
import { AddToCartButton } from "~/features/cart/add-to-cart-button";
import { featuredProducts } from "~/features/catalog/catalog";
import { ProductGrid } from "~/features/catalog/product-grid";
import { ProductSearchForm } from "~/features/catalog/product-search-form";
import { KeepCatalogue } from "~/features/offline/keep-catalogue";
import { OfflinePriceNote } from "~/features/catalog/offline-price-note";
import { pageMeta } from "./page-meta";
import type { Route } from "./+types/store";

export const meta: Route.MetaFunction = () => pageMeta(storeEntry);

export default function Store() {
  const { categories, featured, whyShop, checkout } = storeHome;
  return (
    <>
      <PageHero
        eyebrow={storeHome.eyebrow}
        title={storeHome.title}
        intro={storeHome.intro}
        image={storeHome.image}
        actions={storeHome.actions}
      />
      <OfflinePriceNote />
      <KeepCatalogue />
      <section aria-label={searchCopy.label} className="border-b border-slate-200 bg-slate-50 py-8">
        <Container>
          <ProductSearchForm />
        </Container>
      </section>
      <PageSection copy={categories}>
        <CategoryCards cards={storeCategoryCards} itemsLabel={categories.itemsLabel} />
      </PageSection>
      <PageSection copy={featured} tone="muted">
        <ProductGrid
          products={featuredProducts()}
          headingLevel="h3"
          renderAction={(product) => <AddToCartButton item={product} size="sm" />}
        />
        <ActionLinks actions={featured.viewAll} emphasis={false} className="mt-10 justify-center" />
      </PageSection>
      <PageSection copy={whyShop}>
        <WhyShopList items={whyShop.items} />
      </PageSection>
      <PageSection copy={checkout} tone="brand">
        <CheckoutSteps steps={checkout.steps} />
        <ActionLinks actions={checkout.startShopping} onDark className="mt-10 justify-center" />
      </PageSection>
    </>
  );
}
