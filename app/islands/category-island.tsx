import { categoryCopy } from "~/content/store/store";
import { AddToCartButton } from "~/features/cart/add-to-cart-button";
import type { ListedProduct } from "~/features/catalog/catalog";
import { CategoryResults } from "~/features/catalog/category-results";
import { SimulatedLoading } from "~/features/catalog/simulated-loading";
import { IslandRoot } from "./island-root";

/** A category's products with search and sort from the address, after the store's loading state. */
export function CategoryIsland({ path, products }: { path: string; products: readonly ListedProduct[] }) {
  return (
    <IslandRoot toasts>
      <SimulatedLoading label={categoryCopy.loading}>
        <CategoryResults
          path={path}
          products={products}
          renderAction={(product) => <AddToCartButton item={product} size="sm" />}
        />
      </SimulatedLoading>
    </IslandRoot>
  );
}
