import { describe, expect, it } from "vitest";
import { productPrices } from "./product-prices";
import { loadProducts } from "./data-files";

describe("productPrices", () => {
  it("holds each product's list price and product page price, and no other product", () => {
    expect(productPrices).toEqual(
      Object.fromEntries(
        loadProducts().products.map((product) => [
          product.id,
          [product.listPriceCents, product.detailPriceCents],
        ]),
      ),
    );
  });
});
