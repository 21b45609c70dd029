import { describe, expect, it, vi } from "vitest";
import {
  CART_STORAGE_KEY,
  loadCart,
  MAX_STORED_LINES,
  parseCartLines,
  saveCart,
  type CartStorage,
} from "./cart-storage";
import { compressor, pump } from "./test-items";

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
      { ...compressor, quantity: 2.9, priceCents: 100.7 },
      { ...pump, quantity: 1e12 },
      { ...compressor, quantity: 3 },
    ]);
    expect(lines).toEqual([
      { ...compressor, priceCents: 100, quantity: 5 },
      { ...pump, quantity: 9_999 },
    ]);
  });

  it("keeps markup in names as plain text and ignores __proto__ keys", () => {
    const parsed: unknown = JSON.parse(
      `[{"__proto__":{"polluted":true},"id":"prod-001","name":"<img src=x onerror=alert(1)>","priceCents":5,"quantity":1,"image":"javascript:alert(1)","category":"x"}]`,
    );
    const [line] = parseCartLines(parsed);
    expect(line?.name).toBe("<img src=x onerror=alert(1)>");
    expect(line?.image).toBe("");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(line)).toBe(Object.prototype);
  });

  it("keeps at most MAX_STORED_LINES lines from a huge stored cart", () => {
    const many = Array.from({ length: 5_000 }, (_, index) => ({ ...pump, id: `prod-${index}`, quantity: 1 }));
    expect(parseCartLines(many)).toHaveLength(MAX_STORED_LINES);
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
