import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cartCatalogue } from "~/content/cart-catalogue";
import { loadProducts } from "~/content/data-files";
import { MAX_QUANTITY } from "~/lib/quantity";
import { cartCatalogueOf } from "~/lib/stored-cart";
import { sharedListEntry } from "~/content/store/shared-list-page";
import { cartLine } from "../test-items";
import {
  decodeSharedList,
  encodeSharedList,
  MAX_SHARED_TEXT,
  SHARED_LIST_PATH,
  sharedListUrl,
} from "./shared-list";

const catalogue = cartCatalogueOf([
  {
    id: "prod-001",
    name: "Air Compressor",
    listPriceCents: 1_299_999,
    detailPriceCents: 1_250_000,
    withdrawn: false,
  },
  {
    id: "prod-002",
    name: "Slurry Pump",
    listPriceCents: 845_000,
    detailPriceCents: 825_000,
    withdrawn: false,
  },
]);

describe("encodeSharedList", () => {
  it("links to the shared list's page", () => {
    expect(SHARED_LIST_PATH).toBe(sharedListEntry.path);
  });

  it("carries ids, quantities and which price, never an amount or a name", () => {
    const lines = [
      cartLine("Air Compressor", 1_299_999, 2, "prod-001"),
      cartLine("Slurry Pump", 825_000, 3, "prod-002"),
    ];
    expect(encodeSharedList(lines, catalogue)).toBe("prod-001.2_prod-002.3d");
    expect(sharedListUrl("https://shop.example", lines, catalogue)).toBe(
      "https://shop.example/cart/shared?l=prod-001.2_prod-002.3d",
    );
  });

  it("keeps a 15-product cart short enough for any chat", () => {
    const { products } = loadProducts();
    const lines = products.map((product) =>
      cartLine(product.name, product.detailPriceCents, MAX_QUANTITY, product.id),
    );
    expect(sharedListUrl("https://www.example.com", lines, cartCatalogue).length).toBeLessThan(300);
  });
});

describe("decodeSharedList", () => {
  it("reads back what was encoded, with today's names and prices", () => {
    const lines = [
      cartLine("Old name", 1_299_999, 2, "prod-001"),
      cartLine("Slurry Pump", 825_000, 3, "prod-002"),
    ];
    expect(decodeSharedList(encodeSharedList(lines, catalogue), catalogue)).toEqual({
      kind: "list",
      lines: [
        { id: "prod-001", name: "Air Compressor", priceCents: 1_299_999, quantity: 2 },
        { id: "prod-002", name: "Slurry Pump", priceCents: 825_000, quantity: 3 },
      ],
      skipped: [],
    });
  });

  it("names and skips unknown products, bad quantities and unreadable lines; merges repeats", () => {
    expect(
      decodeSharedList("prod-001.2_prod-099.1_prod-002.0_prod-002.abc_<script>_prod-001.9999", catalogue),
    ).toEqual({
      kind: "list",
      lines: [{ id: "prod-001", name: "Air Compressor", priceCents: 1_299_999, quantity: MAX_QUANTITY }],
      skipped: [
        { reason: "unknown-product", id: "prod-099" },
        { reason: "bad-quantity", id: "prod-002", name: "Slurry Pump", quantity: "0" },
        { reason: "bad-quantity", id: "prod-002", name: "Slurry Pump", quantity: "abc" },
        { reason: "unreadable", text: "<script>" },
      ],
    });
    expect(decodeSharedList("prod-001.10000", catalogue)).toMatchObject({
      skipped: [{ reason: "bad-quantity", quantity: "10000" }],
    });
  });

  it("does not take an object's own properties for products", () => {
    expect(decodeSharedList("constructor.1_toString.1_hasOwnProperty.2", catalogue)).toMatchObject({
      kind: "list",
      lines: [],
    });
  });

  it("has a defined error for no list, an empty one and one too long", () => {
    expect(decodeSharedList(null, catalogue)).toEqual({ kind: "error", reason: "missing" });
    expect(decodeSharedList("  ", catalogue)).toEqual({ kind: "error", reason: "missing" });
    expect(decodeSharedList("___", catalogue)).toEqual({ kind: "error", reason: "empty" });
    expect(decodeSharedList("prod-001.1_".repeat(400), catalogue)).toEqual({
      kind: "error",
      reason: "too-long",
    });
  });

  it("gives any string a valid list or a defined error, never throwing", () => {
    const pieces = fc.oneof(
      fc.string(),
      fc.constantFrom("prod-001", "prod-002", "prod-099", ".", "_", "d", "0", "9999", "-1", "__proto__"),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: MAX_SHARED_TEXT + 10 }),
          fc.array(pieces).map((parts) => parts.join("")),
        ),
        (text) => {
          const result = decodeSharedList(text, catalogue);
          if (result.kind === "error") {
            expect(["missing", "too-long", "empty"]).toContain(result.reason);
            return;
          }
          expect(result.lines.length + result.skipped.length).toBeGreaterThan(0);
          for (const line of result.lines) {
            const product = catalogue[line.id];
            expect(product?.name).toBe(line.name);
            expect(product?.prices).toContain(line.priceCents);
            expect(
              Number.isInteger(line.quantity) && line.quantity >= 1 && line.quantity <= MAX_QUANTITY,
            ).toBe(true);
          }
          expect(new Set(result.lines.map((line) => line.id)).size).toBe(result.lines.length);
        },
      ),
    );
  });

  it("reads back any cart of catalogue products", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({
            id: fc.constantFrom("prod-001", "prod-002"),
            quantity: fc.integer({ min: 1, max: MAX_QUANTITY }),
            price: fc.constantFrom(0 as const, 1 as const),
          }),
          { selector: (line) => line.id, minLength: 1 },
        ),
        (entries) => {
          const lines = entries.map(({ id, quantity, price }) =>
            cartLine("", catalogue[id]?.prices[price] ?? 0, quantity, id),
          );
          const result = decodeSharedList(encodeSharedList(lines, catalogue), catalogue);
          expect(
            result.kind === "list" &&
              result.lines.map(({ id, quantity, priceCents }) => ({ id, quantity, priceCents })),
          ).toEqual(lines.map(({ id, quantity, priceCents }) => ({ id, quantity, priceCents })));
        },
      ),
    );
  });
});
