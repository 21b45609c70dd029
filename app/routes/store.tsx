import { Link } from "react-router";
import { PageHero } from "~/components/sections/page-hero";
import { SectionHeading } from "~/components/sections/section-heading";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { searchCopy } from "~/content/store-search";
import { storeHome, storeEntry } from "~/content/store-home";
import { AddToCartButton } from "~/features/cart/add-to-cart-button";
import { featuredProducts } from "~/features/catalog/catalog";
import { CategoryCards } from "~/features/catalog/category-cards";
import { CheckoutSteps } from "~/features/catalog/checkout-steps";
import { ProductGrid } from "~/features/catalog/product-grid";
import { ProductSearchForm } from "~/features/catalog/product-search-form";
import { WhyShopList } from "~/features/catalog/why-shop";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/store";

export const meta: Route.MetaFunction = () => metaFor(storeEntry);

export default function Store() {
  const { categories, featured, whyShop, checkout } = storeHome;
  return (
    <>
      <PageHero
        eyebrow={storeHome.eyebrow}
        title={storeHome.title}
        intro={storeHome.intro}
        image={storeHome.image}
        actions={
          <Link to={storeHome.browse.href} className={buttonVariants({ size: "lg" })}>
            {storeHome.browse.label}
          </Link>
        }
      />
      <section aria-label={searchCopy.label} className="border-b border-slate-200 bg-slate-50 py-8">
        <Container>
          <ProductSearchForm />
        </Container>
      </section>
      <section className="py-16 lg:py-20">
        <Container>
          <SectionHeading eyebrow={categories.eyebrow} title={categories.title} intro={categories.intro} />
          <CategoryCards />
        </Container>
      </section>
      <section className="bg-slate-50 py-16 lg:py-20">
        <Container>
          <SectionHeading eyebrow={featured.eyebrow} title={featured.title} intro={featured.intro} />
          <div className="mt-10">
            <ProductGrid
              products={featuredProducts()}
              headingLevel="h3"
              renderAction={(product) => <AddToCartButton item={product} size="sm" />}
            />
          </div>
          <div className="mt-10 text-center">
            <Link to={featured.viewAll.href} className={buttonVariants({ variant: "outline", size: "lg" })}>
              {featured.viewAll.label}
            </Link>
          </div>
        </Container>
      </section>
      <section className="py-16 lg:py-20">
        <Container>
          <SectionHeading title={whyShop.title} />
          <WhyShopList />
        </Container>
      </section>
      <section className="on-dark bg-brand-800 py-16 text-white lg:py-20">
        <Container>
          <SectionHeading eyebrow={checkout.eyebrow} title={checkout.title} intro={checkout.intro} light />
          <CheckoutSteps />
          <div className="mt-10 text-center">
            <Link to={checkout.startShopping.href} className={buttonVariants({ size: "lg" })}>
              {checkout.startShopping.label}
            </Link>
          </div>
        </Container>
      </section>
    </>
  );
}
