import { describe, expect, it } from "vitest";
import { productPrices } from "./product-prices";
import { products } from "./store/products";

describe("productPrices", () => {
  it("holds each product's list price and product page price, and no other product", () => {
    expect(productPrices).toEqual(
      Object.fromEntries(
        products.map((product) => [product.id, [product.listPriceCents, product.detailPriceCents]]),
      ),
    );
  });
});
