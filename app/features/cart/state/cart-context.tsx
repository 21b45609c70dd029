import { createContext, use, useMemo, useState, useSyncExternalStore } from "react";
import type * as React from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import { subtotalCents, totalItems, type CartItemInput, type CartLines } from "./cart-reducer";
import { EMPTY_CART, pageCartStore, type CartStore } from "./cart-store";
import { keepStorage } from "~/lib/keep-storage";

export interface CartContextValue {
  lines: CartLines;
  totalItems: number;
  subtotalCents: number;
  addItem: (item: CartItemInput, quantity?: number) => void;
  removeItem: (id: string) => void;
  updateQuantity: (id: string, quantity: number) => void;
  clearCart: () => void;
}

const CartContext = createContext<CartContextValue | null>(null);

const getServerSnapshot = () => EMPTY_CART;

export function CartProvider({ children, store }: { children: React.ReactNode; store?: CartStore }) {
  const [cart] = useState(() => store ?? pageCartStore());
  const lines = useSyncExternalStore(cart.subscribe, cart.getSnapshot, getServerSnapshot);

  const value = useMemo<CartContextValue>(
    () => ({
      lines,
      totalItems: totalItems(lines),
      subtotalCents: subtotalCents(lines),
      addItem: (item, quantity) => {
        // The first item in the cart: worth asking the browser to keep it.
        if (cart.getSnapshot().length === 0) keepStorage();
        cart.dispatch({ type: "add", item, quantity });
      },
      removeItem: (id) => cart.dispatch({ type: "remove", id }),
      updateQuantity: (id, quantity) => cart.dispatch({ type: "update", id, quantity }),
      clearCart: () => cart.dispatch({ type: "clear" }),
    }),
    [cart, lines],
  );

  return <CartContext value={value}>{children}</CartContext>;
}

/**
 * False in the prerendered HTML and while React hydrates it, true once the stored cart has been read (the render
 * after hydration). Its own hook, not part of the cart's value: a value that changed after hydration would render
 * every control that uses the cart again at once, where only the views that wait for the stored cart need to.
 */
export function useCartReady(): boolean {
  return useHydrated();
}

export function useCart(): CartContextValue {
  const value = use(CartContext);
  if (!value) throw new Error("useCart must be used within a CartProvider");
  return value;
}
