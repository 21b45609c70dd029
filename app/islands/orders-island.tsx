import { OrdersView } from "~/features/cart/orders/orders-view";
import type { ProductLooks } from "~/features/cart/share/shared-list-view";
import { IslandRoot } from "./island-root";

/** Your orders: the orders sent from this device, each to order again. */
export function OrdersIsland({ looks }: { looks: ProductLooks }) {
  return (
    <IslandRoot>
      <OrdersView looks={looks} />
    </IslandRoot>
  );
}
