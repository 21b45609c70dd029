import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cartLine } from "../test-items";
import {
  cartFingerprint,
  currentReference,
  newReference,
  ORDER_REFERENCE_KEY,
  orderReference,
  REFERENCE_ALPHABET,
  type ReferenceStorage,
} from "./order-reference";

const compressor = cartLine("Compressor", 1_299_999, 2, "prod-001");
const pump = cartLine("Pump", 845_000, 1, "prod-002");
const cart = [compressor, pump];

function memoryStorage(): ReferenceStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value) };
}

describe("newReference", () => {
  it("is six characters read over the phone without doubt: no 0, O, 1, I or L", () => {
    for (const character of "01OIL") expect(REFERENCE_ALPHABET).not.toContain(character);
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 2 ** 32 - 1 }), { minLength: 6, maxLength: 6 }), (values) => {
        expect(newReference(() => values)).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
      }),
    );
    expect(newReference()).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
  });
});

describe("orderReference", () => {
  it("is made once and is the same until the cart changes", () => {
    const storage = memoryStorage();
    expect(currentReference(storage, cart)).toBeNull();
    const reference = orderReference(storage, cart);
    expect(orderReference(storage, [...cart].reverse())).toBe(reference);
    expect(currentReference(storage, cart)).toBe(reference);
    const changed = [{ ...compressor, quantity: 3 }, pump];
    expect(currentReference(storage, changed)).toBeNull();
    const next = orderReference(storage, changed, () => [0, 0, 0, 0, 0, 0]);
    expect(next).toBe("222222");
    expect(currentReference(storage, cart)).toBeNull();
  });

  it("changes with any product, quantity or price", () => {
    const base = cartFingerprint(cart);
    expect(cartFingerprint(cart.slice(1))).not.toBe(base);
    expect(cartFingerprint([{ ...compressor, priceCents: 1 }, pump])).not.toBe(base);
  });

  it("ignores what storage holds when it is not a reference made for this cart", () => {
    const storage = memoryStorage();
    for (const raw of [
      "{",
      "null",
      "[]",
      '"ABCDEF"',
      JSON.stringify({ reference: "0OIL11", cart: cartFingerprint(cart) }),
    ]) {
      storage.map.set(ORDER_REFERENCE_KEY, raw);
      expect(currentReference(storage, cart)).toBeNull();
    }
  });

  it("still gives a reference where storage refuses", () => {
    const refusing: ReferenceStorage = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(orderReference(refusing, cart)).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
    expect(orderReference(null, cart)).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
  });
});
