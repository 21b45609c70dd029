import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { cartCatalogue } from "~/content/cart-catalogue";
import { loadProducts } from "~/content/data-files";
import { MAX_PRICE_CENTS, type CartCatalogue } from "~/lib/stored-cart";
import { subtotalCents } from "./cart-reducer";
import {
  CART_STORAGE_KEY,
  loadCart,
  MAX_STORED_LINES,
  parseCartLines,
  saveCart,
  type CartStorage,
} from "./cart-storage";
import { buildCheckoutMessage } from "../checkout-message";
import { orderMailto } from "../order-text";
import { compressor, pump } from "../test-items";

/** The products of the data files, as the build checks them. */
const { products } = loadProducts();

function storageWith(value: string | null) {
  const map = new Map<string, string>();
  if (value !== null) map.set(CART_STORAGE_KEY, value);
  const storage: CartStorage = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, next) => void map.set(key, next),
    removeItem: (key) => void map.delete(key),
  };
  return { storage, map };
}

const throwing: CartStorage = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
  removeItem: () => {
    throw new Error("SecurityError");
  },
};

describe("cart storage", () => {
  it("keeps the cart under industrial-suppliers-cart, where earlier visits left it", () => {
    const stored = JSON.stringify([{ ...compressor, quantity: 2 }]);
    const map = new Map([["industrial-suppliers-cart", stored]]);
    const storage: CartStorage = {
      getItem: (key) => map.get(key) ?? null,
      setItem: (key, next) => void map.set(key, next),
      removeItem: (key) => void map.delete(key),
    };
    expect(loadCart(storage)).toEqual([{ ...compressor, quantity: 2 }]);
    saveCart(storage, [{ ...pump, quantity: 1 }]);
    expect([...map.keys()]).toEqual(["industrial-suppliers-cart"]);
  });

  it("round-trips a cart", () => {
    const { storage } = storageWith(null);
    const lines = [
      { ...compressor, quantity: 2 },
      { ...pump, quantity: 1 },
    ];
    expect(saveCart(storage, lines)).toBe(true);
    expect(loadCart(storage)).toEqual(lines);
  });

  it("logs and deletes a value that does not parse", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { storage, map } = storageWith("{not json");
    expect(loadCart(storage)).toEqual([]);
    expect(error).toHaveBeenCalledWith("Failed to parse cart from localStorage", expect.any(SyntaxError));
    expect(map.has(CART_STORAGE_KEY)).toBe(false);
  });

  it.each(['{"a":1}', "42", "null", '"text"', "true"])("treats %s as an empty cart", (value) => {
    expect(loadCart(storageWith(value).storage)).toEqual([]);
  });

  it("drops lines of the wrong shape and keeps the good ones", () => {
    const good = { ...compressor, quantity: 2 };
    const stored = [
      good,
      null,
      7,
      "prod-001",
      [],
      { ...pump, quantity: "2" },
      { ...pump, quantity: -1 },
      { ...pump, quantity: 0 },
      { ...pump, quantity: null },
      { ...pump, priceCents: -5 },
      { ...pump, priceCents: 1e20 },
      { ...pump, priceCents: "845000" },
      { ...pump, name: "" },
      { ...pump, name: 5 },
      { ...pump, id: { toString: "x" } },
      { ...pump, name: "x".repeat(10_000) },
    ];
    expect(parseCartLines(stored)).toEqual([good]);
  });

  it("cuts fractions, clamps huge quantities and merges repeated ids", () => {
    const lines = parseCartLines([
      { ...compressor, quantity: 2.9, priceCents: 1_299_999.7 },
      { ...pump, quantity: 1e12 },
      { ...compressor, quantity: 3 },
    ]);
    expect(lines).toEqual([
      { ...compressor, quantity: 5 },
      { ...pump, quantity: 9_999 },
    ]);
  });

  it("names a line as the catalogue does, whatever markup storage holds, and ignores __proto__ keys", () => {
    const parsed: unknown = JSON.parse(
      `[{"__proto__":{"polluted":true},"id":"prod-001","name":"<img src=x onerror=alert(1)>","priceCents":5,"quantity":1,"image":"javascript:alert(1)","category":"x"}]`,
    );
    const [line] = parseCartLines(parsed);
    expect(line?.name).toBe(compressor.name);
    expect(line?.image).toBe("");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(line)).toBe(Object.prototype);
    const inherited: unknown = JSON.parse(
      `[{"__proto__":{"image":"https://images.unsplash.com/x","category":"Forged"},"id":"prod-002","name":"Pump","priceCents":845000,"quantity":1}]`,
    );
    expect(parseCartLines(inherited)[0]).toMatchObject({ image: "", category: "" });
  });

  it("keeps a line's photo from an https address or the site's own photos, and no other address", () => {
    const photoOf = (image: string) => parseCartLines([{ ...pump, quantity: 1, image }])[0]?.image;
    const own = "/assets/photos/slurry-pump-0a1b2c3d4e-1200.jpg";
    expect(photoOf(own)).toBe(own);
    expect(photoOf(pump.image)).toBe(pump.image);
    expect(photoOf("/admin/config.yml")).toBe("");
    expect(photoOf("//elsewhere.example/assets/photos/slurry-pump-0a1b2c3d4e-1200.jpg")).toBe("");
  });

  it("keeps at most MAX_STORED_LINES lines from a huge stored cart", () => {
    const many = Array.from({ length: 5_000 }, (_, index) => ({ ...pump, id: `prod-${index}`, quantity: 1 }));
    const catalogue: CartCatalogue = Object.fromEntries(
      many.map(({ id }) => [id, { name: pump.name, prices: [pump.priceCents, 1] as const }]),
    );
    expect(parseCartLines(many, catalogue)).toHaveLength(MAX_STORED_LINES);
  });

  it("gives an empty cart and reports failure when storage throws", () => {
    expect(loadCart(throwing)).toEqual([]);
    expect(saveCart(throwing, [{ ...compressor, quantity: 1 }])).toBe(false);
    expect(loadCart(null)).toEqual([]);
    expect(saveCart(null, [])).toBe(false);
  });

  it("removes the entry when the cart is emptied", () => {
    const { storage, map } = storageWith(JSON.stringify([{ ...compressor, quantity: 1 }]));
    saveCart(storage, []);
    expect(map.has(CART_STORAGE_KEY)).toBe(false);
  });
});

describe("a stored line's price", () => {
  const stored = (id: string, priceCents: number, quantity = 1) => [
    { id, name: "Any name", priceCents, image: "", category: "", quantity },
  ];

  it("is kept when it is one of the product's prices: the listing's or the product page's", () => {
    for (const product of products) {
      for (const price of [product.listPriceCents, product.detailPriceCents]) {
        expect(parseCartLines(stored(product.id, price))[0]?.priceCents).toBe(price);
      }
    }
  });

  it("is the product's list price when storage holds any other", () => {
    const product = fc.constantFrom(...products);
    const price = fc.oneof(
      fc.integer({ min: 0, max: MAX_PRICE_CENTS }),
      fc.constantFrom(0, 1, 99, MAX_PRICE_CENTS),
    );
    fc.assert(
      fc.property(product, price, (item, cents) => {
        fc.pre(cents !== item.listPriceCents && cents !== item.detailPriceCents);
        const [line] = parseCartLines(stored(item.id, cents));
        expect(line?.priceCents).toBe(item.listPriceCents);
        // The buyer is told: the line keeps the price it was stored at, to name beside the new one.
        expect(line?.previousPriceCents).toBe(cents);
      }),
    );
  });

  it("has no earlier price to tell of when it is one of the product's own", () => {
    const [product] = products;
    if (!product) throw new Error("no products");
    expect(parseCartLines(stored(product.id, product.detailPriceCents))[0]).not.toHaveProperty(
      "previousPriceCents",
    );
  });

  it("of a product on sale never differs from one of the catalogue's prices for it, whatever storage holds", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            id: fc.oneof(fc.constantFrom(...products.map((item) => item.id)), fc.string({ maxLength: 10 })),
            priceCents: fc.oneof(fc.integer({ min: -10, max: MAX_PRICE_CENTS + 10 }), fc.double()),
            quantity: fc.integer({ min: 1, max: 20 }),
          }),
          { maxLength: 20 },
        ),
        (entries) => {
          const lines = parseCartLines(entries.map((entry) => ({ ...entry, name: "Pump" })));
          for (const line of lines) {
            // A product the catalogue does not have is no longer sold: kept for the buyer to see, never ordered.
            expect(Object.hasOwn(cartCatalogue, line.id)).toBe(!line.unavailable);
            if (!line.unavailable) expect(cartCatalogue[line.id]?.prices).toContain(line.priceCents);
          }
          // Only the stored name, "Pump", could name a line no longer sold: no line of the order starts with it.
          const ordered = buildCheckoutMessage(lines).split("\n");
          expect(ordered.filter((text) => text.startsWith("Pump x "))).toEqual([]);
        },
      ),
    );
  });

  it("keeps a line for a product the catalogue does not have as stored, marked no longer sold", () => {
    for (const id of ["prod-999", "__proto__", "constructor", "toString", "hasOwnProperty"]) {
      expect(parseCartLines(stored(id, 100))).toEqual([
        { id, name: "Any name", priceCents: 100, image: "", category: "", quantity: 1, unavailable: true },
      ]);
    }
  });

  it("is saved as it was stored: what the cart worked out on reading it is not kept", () => {
    const { storage, map } = storageWith(null);
    const [changed] = products;
    if (!changed) throw new Error("no products");
    const lines = parseCartLines([...stored(changed.id, 1), ...stored("prod-099", 250)]);
    saveCart(storage, lines);
    expect(JSON.parse(map.get(CART_STORAGE_KEY) ?? "null")).toEqual([
      {
        id: changed.id,
        name: changed.name,
        priceCents: changed.listPriceCents,
        image: "",
        category: "",
        quantity: 1,
      },
      { id: "prod-099", name: "Any name", priceCents: 250, image: "", category: "", quantity: 1 },
    ]);
  });

  it("reaches the order as the catalogue's price, not a forged one", () => {
    const forged = JSON.stringify([{ ...pump, priceCents: 1, quantity: 3 }]);
    const lines = loadCart(storageWith(forged).storage);
    expect(subtotalCents(lines)).toBe(3 * 845_000);
    expect(buildCheckoutMessage(lines)).toContain("Submersible Slurry Pump x 3 - $25350.00");
  });
});

describe("a stored line's name", () => {
  /** Any text a buyer could put in storage as a name: markup, line breaks, another product's name. */
  const anyName = fc.oneof(
    fc.string({ minLength: 1, maxLength: 40, unit: "binary" }),
    fc.constantFrom(
      "Industrial Pump",
      "<b>Free</b>",
      "Pump\r\nTotal: $1.00",
      ...products.map((item) => item.name),
    ),
  );

  it("is the catalogue's name for the product, whatever storage holds", () => {
    fc.assert(
      fc.property(fc.constantFrom(...products), anyName, (product, name) => {
        const [line] = parseCartLines([
          { id: product.id, name, priceCents: product.listPriceCents, image: "", category: "", quantity: 1 },
        ]);
        // A name that is blank once trimmed is no line at all, as the header's count has it.
        if (name.trim() === "") expect(line).toBeUndefined();
        else expect(line?.name).toBe(product.name);
      }),
    );
  });

  it("reaches the order as the catalogue's, at the product's own price line", () => {
    // Another product's name on the solar panel's line, as a cart edited in the browser's storage has it.
    const panel = products.find((item) => item.id === "prod-004");
    if (!panel) throw new Error("the catalogue has no prod-004");
    const forged = [{ id: panel.id, name: "Industrial Pump", priceCents: panel.listPriceCents, quantity: 1 }];
    const lines = loadCart(storageWith(JSON.stringify(forged)).storage);
    const message = buildCheckoutMessage(lines);
    expect(message).toContain(`${panel.name} x 1 - $`);
    expect(message).not.toContain("Industrial Pump");
    const mailto = orderMailto("sales@example.com", lines);
    expect(mailto.kind === "link" && decodeURIComponent(mailto.href)).toContain(panel.name);
  });

  it("leaves out of every order a product the catalogue no longer has, and keeps it named as stored", () => {
    const retired = { ...pump, id: "prod-099", name: "Discontinued Pump", quantity: 2 };
    const lines = loadCart(storageWith(JSON.stringify([retired, { ...compressor, quantity: 1 }])).storage);
    expect(lines.map((line) => [line.id, line.name, line.unavailable ?? false])).toEqual([
      ["prod-099", "Discontinued Pump", true],
      [compressor.id, compressor.name, false],
    ]);
    expect(subtotalCents(lines)).toBe(compressor.priceCents);
    expect(buildCheckoutMessage(lines)).not.toContain("Discontinued Pump");
    const mailto = orderMailto("sales@example.com", lines);
    expect(mailto.kind === "link" && decodeURIComponent(mailto.href)).not.toContain("Discontinued Pump");
  });
});
