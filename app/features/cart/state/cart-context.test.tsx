import { act, render, screen } from "@testing-library/react";
import type * as React from "react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AddToCartButton } from "../add-to-cart-button";
import { hydrateBuilt } from "~/test-hydrate";
import { CartProvider, useCart, useCartReady } from "./cart-context";
import { CART_STORAGE_KEY, type CartStorage } from "./cart-storage";
import { createCartStore, pageCartStore } from "./cart-store";
import { compressor, pump } from "../test-items";
import { keepStorage } from "~/lib/keep-storage";

vi.mock("~/components/ui/toaster", () => ({ notify: vi.fn() }));
vi.mock("~/lib/keep-storage", () => ({ keepStorage: vi.fn() }));

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

function Summary() {
  const { lines, totalItems, subtotalCents, updateQuantity, removeItem, clearCart } = useCart();
  return (
    <div>
      <p>items: {totalItems}</p>
      <p>subtotal: {subtotalCents}</p>
      <p>lines: {lines.map((line) => `${line.id}x${line.quantity}`).join(",")}</p>
      <button type="button" onClick={() => updateQuantity("prod-001", 5)}>
        five
      </button>
      <button type="button" onClick={() => removeItem("prod-001")}>
        remove
      </button>
      <button type="button" onClick={clearCart}>
        clear
      </button>
    </div>
  );
}

describe("useCart", () => {
  it("throws outside its provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<Summary />)).toThrow("useCart must be used within a CartProvider");
  });
});

describe("CartProvider", () => {
  it("adds with a 3-second toast, updates, removes, clears and saves every change", async () => {
    const { notify } = await import("~/components/ui/toaster");
    const user = userEvent.setup();
    const { storage, map } = memoryStorage();
    render(
      <CartProvider store={createCartStore(storage)}>
        <AddToCartButton item={compressor} />
        <AddToCartButton item={pump} quantity={2} />
        <Summary />
      </CartProvider>,
    );
    expect(screen.getByText("items: 0")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Add to Cart, Heavy-Duty/ }));
    await user.click(screen.getByRole("button", { name: /Add to Cart, Submersible/ }));
    expect(notify).toHaveBeenCalledWith({
      kind: "success",
      message: "Heavy-Duty Industrial Air Compressor added to cart",
      duration: 3000,
    });
    expect(screen.getByText("items: 3")).toBeInTheDocument();
    expect(screen.getByText(`subtotal: ${1_299_999 + 2 * 845_000}`)).toBeInTheDocument();
    expect(JSON.parse(map.get(CART_STORAGE_KEY) ?? "[]")).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: "five" }));
    expect(screen.getByText("lines: prod-001x5,prod-002x2")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "remove" }));
    expect(screen.getByText("lines: prod-002x2")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "clear" }));
    expect(screen.getByText("items: 0")).toBeInTheDocument();
    expect(map.has(CART_STORAGE_KEY)).toBe(false);
  });

  it("asks the browser to keep its storage when the first item goes into an empty cart, and only then", async () => {
    vi.mocked(keepStorage).mockClear();
    const user = userEvent.setup();
    const { storage } = memoryStorage();
    render(
      <CartProvider store={createCartStore(storage)}>
        <AddToCartButton item={compressor} />
        <AddToCartButton item={pump} />
        <Summary />
      </CartProvider>,
    );
    expect(keepStorage).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: /Add to Cart, Heavy-Duty/ }));
    await user.click(screen.getByRole("button", { name: /Add to Cart, Submersible/ }));
    expect(keepStorage).toHaveBeenCalledOnce();
  });

  it("restores the stored cart", () => {
    const { storage } = memoryStorage(JSON.stringify([{ ...pump, quantity: 4 }]));
    render(
      <CartProvider store={createCartStore(storage)}>
        <Summary />
      </CartProvider>,
    );
    expect(screen.getByText("items: 4")).toBeInTheDocument();
  });

  it("follows changes made in another tab", () => {
    const { storage, map } = memoryStorage();
    render(
      <CartProvider store={createCartStore(storage, window)}>
        <Summary />
      </CartProvider>,
    );
    act(() => {
      map.set(CART_STORAGE_KEY, JSON.stringify([{ ...compressor, quantity: 7 }]));
      window.dispatchEvent(new StorageEvent("storage", { key: CART_STORAGE_KEY }));
    });
    expect(screen.getByText("items: 7")).toBeInTheDocument();
    act(() => {
      map.delete(CART_STORAGE_KEY);
      window.dispatchEvent(new StorageEvent("storage", { key: null }));
    });
    expect(screen.getByText("items: 0")).toBeInTheDocument();
    act(() => {
      map.set(CART_STORAGE_KEY, JSON.stringify([{ ...compressor, quantity: 2 }]));
      window.dispatchEvent(new StorageEvent("storage", { key: "something-else" }));
    });
    expect(screen.getByText("items: 0")).toBeInTheDocument();
  });

  it("keeps working in memory when storage throws", async () => {
    const user = userEvent.setup();
    const fail = () => {
      throw new Error("QuotaExceededError");
    };
    render(
      <CartProvider store={createCartStore({ getItem: fail, setItem: fail, removeItem: fail })}>
        <AddToCartButton item={pump} />
        <Summary />
      </CartProvider>,
    );
    await user.click(screen.getByRole("button", { name: /Add to Cart/ }));
    await user.click(screen.getByRole("button", { name: /Add to Cart/ }));
    expect(screen.getByText("items: 2")).toBeInTheDocument();
  });

  it("is one cart for every island of the page: an add in one shows in the others at once", async () => {
    const user = userEvent.setup();
    // Two islands, each with its own root and provider, as Astro hydrates them; neither is handed a store.
    render(
      <CartProvider>
        <AddToCartButton item={pump} />
      </CartProvider>,
    );
    render(
      <CartProvider>
        <Summary />
      </CartProvider>,
    );
    await user.click(screen.getByRole("button", { name: /Add to Cart/ }));
    expect(screen.getByText("lines: prod-002x1")).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? "[]")).toEqual([{ ...pump, quantity: 1 }]);
    await user.click(screen.getByRole("button", { name: "clear" }));
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(pageCartStore()).toBe(pageCartStore());
  });

  describe("hydrating the prerendered page", () => {
    function Counted({ rendered }: { rendered: () => void }) {
      const { totalItems } = useCart();
      rendered();
      return <p>items: {totalItems}</p>;
    }

    function Waiting({ rendered }: { rendered: (ready: boolean) => void }) {
      const ready = useCartReady();
      rendered(ready);
      return <p>{ready ? "read" : "waiting"}</p>;
    }

    it("renders a control that uses the cart once when the stored cart is empty: nothing to render again", async () => {
      const store = createCartStore(memoryStorage().storage);
      const rendered = vi.fn();
      const element = (
        <CartProvider store={store}>
          <Counted rendered={rendered} />
        </CartProvider>
      );
      // Counted from the hydration on: the build's render is not the browser's.
      const container = await hydrateBuilt(element, { prepare: () => rendered.mockClear() });
      expect(rendered).toHaveBeenCalledTimes(1);
      container.remove();
    });

    it("renders it again with a stored cart, and a view waiting for the stored cart once it has been read", async () => {
      const { storage } = memoryStorage(JSON.stringify([{ ...pump, quantity: 2 }]));
      const store = createCartStore(storage);
      const counted = vi.fn();
      const waiting = vi.fn();
      const element = (
        <CartProvider store={store}>
          <Counted rendered={counted} />
          <Waiting rendered={waiting} />
        </CartProvider>
      );
      const container = await hydrateBuilt(element, {
        prepare: (built) => {
          expect(built).toHaveTextContent("waiting");
          counted.mockClear();
          waiting.mockClear();
        },
      });
      expect(counted).toHaveBeenCalledTimes(2);
      expect(waiting.mock.calls).toEqual([[false], [true]]);
      container.remove();
    });
  });
});
