import { describe, expect, it, vi } from "vitest";
import { CART_CHANGE_EVENT } from "~/lib/stored-cart";
import { CART_STORAGE_KEY, type CartStorage } from "./cart-storage";
import { createCartStore } from "./cart-store";
import { compressor, pump } from "../test-items";

function memoryStorage(initial?: string) {
  const map = new Map<string, string>();
  if (initial !== undefined) map.set(CART_STORAGE_KEY, initial);
  const storage: CartStorage = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
  return { storage, map };
}

/** The counts the cart's change events carried, in order. */
function changes(target: EventTarget) {
  const counts: unknown[] = [];
  target.addEventListener(CART_CHANGE_EVENT, (event) => counts.push((event as CustomEvent<unknown>).detail));
  return counts;
}

describe("the cart store", () => {
  it("tells the page the number of items after every change (the header's badge shows it), and only then", () => {
    const events = new EventTarget();
    const counts = changes(events);
    const store = createCartStore(memoryStorage().storage, events as Window);
    store.dispatch({ type: "add", item: compressor, quantity: 2 });
    store.dispatch({ type: "add", item: pump });
    store.dispatch({ type: "update", id: pump.id, quantity: 5 });
    store.dispatch({ type: "remove", id: compressor.id });
    store.dispatch({ type: "remove", id: "not-in-the-cart" });
    store.dispatch({ type: "clear" });
    expect(counts).toEqual([2, 3, 7, 5, 0]);
  });

  it("tells the count of the cart in memory when storage refuses every write", () => {
    const events = new EventTarget();
    const counts = changes(events);
    const fail = () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
    const store = createCartStore({ getItem: fail, setItem: fail, removeItem: fail }, events as Window);
    store.dispatch({ type: "add", item: pump });
    store.dispatch({ type: "add", item: pump });
    expect(counts).toEqual([1, 2]);
    expect(store.getSnapshot()).toEqual([{ ...pump, quantity: 2 }]);
  });

  it("takes another tab's cart without saving it back or announcing it (the badge hears that tab itself)", () => {
    const { storage, map } = memoryStorage();
    const setItem = vi.spyOn(storage, "setItem");
    const events = new EventTarget();
    const counts = changes(events);
    const store = createCartStore(storage, events as Window);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    map.set(CART_STORAGE_KEY, JSON.stringify([{ ...pump, quantity: 4 }]));
    events.dispatchEvent(Object.assign(new Event("storage"), { key: CART_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledOnce();
    expect(store.getSnapshot()).toEqual([{ ...pump, quantity: 4 }]);
    expect(setItem).not.toHaveBeenCalled();
    expect(counts).toEqual([]);
    unsubscribe();
  });
});
