import { SharedListView, type ProductLooks } from "~/features/cart/share/shared-list-view";
import { IslandRoot } from "./island-root";

/** A list shared as a link: shown with today's prices, to add to the cart or to replace it with. */
export function SharedListIsland({ looks }: { looks: ProductLooks }) {
  return (
    <IslandRoot>
      <SharedListView looks={looks} />
    </IslandRoot>
  );
}
