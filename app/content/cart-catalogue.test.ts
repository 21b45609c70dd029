import { describe, expect, it } from "vitest";
import { cartCatalogue } from "./cart-catalogue";
import { loadProducts } from "./data-files";

describe("cartCatalogue", () => {
  it("holds each product's name, list price and product page price, and no other product", () => {
    expect(cartCatalogue).toEqual(
      Object.fromEntries(
        loadProducts().products.map((product) => [
          product.id,
          { name: product.name, prices: [product.listPriceCents, product.detailPriceCents] },
        ]),
      ),
    );
  });
});
