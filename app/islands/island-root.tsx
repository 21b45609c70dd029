import { useEffect } from "react";
import type * as React from "react";
import { islandLive } from "~/before-scripts/early-actions-queue";
import { Toaster } from "~/components/ui/toaster";
import { CartProvider } from "~/features/cart/state/cart-context";

/**
 * What every island is inside: the page's cart (one store shared by all its islands), the toasts where the island
 * shows any, and the mark that it is live, given after its components' own effects have taken their early taps.
 */
export function IslandRoot({ children, toasts = false }: { children: React.ReactNode; toasts?: boolean }) {
  useEffect(() => {
    islandLive();
  }, []);
  return (
    <CartProvider>
      {children}
      {toasts && <Toaster />}
    </CartProvider>
  );
}
