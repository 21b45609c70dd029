import { describe, expect, it } from "vitest";
import { cartCatalogueOf } from "~/lib/stored-cart";
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

  it("leaves out a withdrawn product: it cannot be added, and a stored line for it is no longer sold", () => {
    const [first, second] = loadProducts().products;
    if (!first || !second) throw new Error("the catalogue has fewer than two products");
    expect(Object.keys(cartCatalogueOf([first, { ...second, withdrawn: true }]))).toEqual([first.id]);
  });
});
