import { AddToCartButton } from "~/features/cart/add-to-cart-button";
import type { ListedProduct } from "~/features/catalog/catalog";
import { ProductGrid } from "~/features/catalog/product-grid";
import { IslandRoot } from "./island-root";

/** The store home's featured products, each with Add to Cart. */
export function FeaturedIsland({ products }: { products: readonly ListedProduct[] }) {
  return (
    <IslandRoot toasts>
      <ProductGrid
        products={products}
        headingLevel="h3"
        renderAction={(product) => <AddToCartButton item={product} size="sm" />}
      />
    </IslandRoot>
  );
}
