import type { ProductDetail } from "~/features/catalog/catalog";
import { ProductTabs } from "~/features/catalog/product-tabs";
import { IslandRoot } from "./island-root";

/** A product page's Description, Specifications and Reviews tabs. */
export function ProductTabsIsland({ product }: { product: ProductDetail }) {
  return (
    <IslandRoot>
      <ProductTabs product={product} />
    </IslandRoot>
  );
}
