import type { ComponentProps } from "react";
import { CartContents } from "~/features/cart/cart-contents";
import { IslandRoot } from "./island-root";

/** The cart page: its lines, the order summary and the ways to send the order. */
export function CartIsland(props: ComponentProps<typeof CartContents>) {
  return (
    <IslandRoot toasts>
      <CartContents {...props} />
    </IslandRoot>
  );
}
