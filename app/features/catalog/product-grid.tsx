import type * as React from "react";
import type { ListedProduct } from "./catalog";
import { ProductCard } from "./product-card";

export function ProductGrid({
  products,
  headingLevel,
  renderAction,
  renderText,
}: {
  products: readonly ListedProduct[];
  headingLevel: "h2" | "h3";
  renderAction: (product: ListedProduct) => React.ReactNode;
  /** How a card shows its name and description, e.g. with a search's words marked. */
  renderText?: (text: string) => React.ReactNode;
}) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            headingLevel={headingLevel}
            action={renderAction(product)}
            renderText={renderText}
          />
        </li>
      ))}
    </ul>
  );
}
