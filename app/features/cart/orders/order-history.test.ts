import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cartLine } from "../test-items";
import {
  keepOrder,
  loadOrders,
  MAX_KEPT_ORDERS,
  ORDER_HISTORY_KEY,
  parseKeptOrder,
  type OrderStorage,
} from "./order-history";

const cart = [cartLine("Compressor", 1_299_999, 2, "prod-001"), cartLine("Pump", 845_000, 1, "prod-002")];
const day = new Date("2026-11-23T09:30:00.000Z");

function memoryStorage(): OrderStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value) };
}

describe("keepOrder and loadOrders", () => {
  it("keeps reference, date, lines and total, the latest first", () => {
    const storage = memoryStorage();
    expect(keepOrder(storage, "K7M4QX", cart, day)).toBe(true);
    expect(keepOrder(storage, "ABCDEF", cart.slice(1), new Date("2026-11-24T10:00:00.000Z"))).toBe(true);
    expect(loadOrders(storage)).toEqual([
      {
        reference: "ABCDEF",
        sentAt: "2026-11-24T10:00:00.000Z",
        lines: [{ id: "prod-002", name: "Pump", priceCents: 845_000, quantity: 1 }],
        totalCents: 845_000,
      },
      {
        reference: "K7M4QX",
        sentAt: "2026-11-23T09:30:00.000Z",
        lines: [
          { id: "prod-001", name: "Compressor", priceCents: 1_299_999, quantity: 2 },
          { id: "prod-002", name: "Pump", priceCents: 845_000, quantity: 1 },
        ],
        totalCents: 3_444_998,
      },
    ]);
  });

  it("keeps one order per reference, sent again on another channel, and only the last 20", () => {
    const storage = memoryStorage();
    keepOrder(storage, "K7M4QX", cart, day);
    keepOrder(storage, "K7M4QX", cart, day);
    expect(loadOrders(storage)).toHaveLength(1);
    for (let index = 0; index < 25; index += 1)
      keepOrder(storage, `ABCD${"23456789ABCDEFGHJKMNPQRST"[index]}2`, cart, day);
    const orders = loadOrders(storage);
    expect(orders).toHaveLength(MAX_KEPT_ORDERS);
    expect(orders[0]?.reference).toBe("ABCDT2");
  });

  it("reads nothing from storage that is missing, refuses or holds something else", () => {
    expect(loadOrders(null)).toEqual([]);
    const storage = memoryStorage();
    for (const raw of ["{", "{}", "null", '"x"']) {
      storage.map.set(ORDER_HISTORY_KEY, raw);
      expect(loadOrders(storage)).toEqual([]);
    }
  });

  it("leaves out an order any part of which cannot be trusted, and works the total out again", () => {
    const good = {
      reference: "K7M4QX",
      sentAt: day.toISOString(),
      lines: [{ id: "a", name: "A", priceCents: 100, quantity: 2 }],
      totalCents: 1,
    };
    expect(parseKeptOrder(good)?.totalCents).toBe(200);
    for (const bad of [
      { ...good, reference: "0000" },
      { ...good, sentAt: "yesterday" },
      { ...good, lines: [] },
      { ...good, lines: [{ id: "a", name: "A", priceCents: -1, quantity: 1 }] },
      { ...good, lines: [{ id: "a", name: "A", priceCents: 100, quantity: 0 }] },
      { ...good, lines: [{ id: "a", name: "", priceCents: 100, quantity: 1 }] },
      { ...good, lines: "a" },
    ]) {
      expect(parseKeptOrder(bad)).toBeNull();
    }
  });

  it("never throws on anything stored", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((value) => JSON.stringify([value])),
        ),
        (raw) => {
          const storage = memoryStorage();
          storage.map.set(ORDER_HISTORY_KEY, raw);
          const orders = loadOrders(storage);
          expect(orders.length).toBeLessThanOrEqual(MAX_KEPT_ORDERS);
        },
      ),
    );
  });
});
