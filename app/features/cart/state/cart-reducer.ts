// The cart as a pure reducer: no React, no storage. Totals are derived, never stored.
import { MAX_QUANTITY, normalizeQuantity } from "~/lib/quantity";

/** What a page hands the cart when a product is added: the product fields a line keeps. */
export interface CartItemInput {
  id: string;
  name: string;
  /** Unit price in cents, from the page the product was first added from. */
  priceCents: number;
  image: string;
  category: string;
}

export interface CartLine extends CartItemInput {
  quantity: number;
  /**
   * The product is no longer sold (withdrawn, or gone from the catalogue): the line keeps the name and price it was
   * stored with and stays until the buyer removes it, but is never ordered, counted or totalled.
   */
  unavailable?: boolean;
  /** The price the line was stored at, when that is no longer one of the product's: the line has the new price. */
  previousPriceCents?: number;
}

export type CartAction =
  | { type: "add"; item: CartItemInput; quantity?: number }
  | { type: "remove"; id: string }
  | { type: "update"; id: string; quantity: number }
  | { type: "clear" };

export type CartLines = readonly CartLine[];

function pickItem(item: CartItemInput): CartItemInput {
  // Only the fields a line keeps; extra product fields passed in are not stored.
  return {
    id: item.id,
    name: item.name,
    priceCents: item.priceCents,
    image: item.image,
    category: item.category,
  };
}

export function cartReducer(lines: CartLines, action: CartAction): CartLines {
  switch (action.type) {
    case "add": {
      const amount = action.quantity ?? 1;
      if (!Number.isFinite(amount) || amount < 1) return lines;
      const quantity = normalizeQuantity(amount);
      const existing = lines.find((line) => line.id === action.item.id);
      if (!existing) return [...lines, { ...pickItem(action.item), quantity }];
      // A product on sale again: its page adds it afresh, in place of the line kept as no longer sold.
      if (existing.unavailable) {
        return lines.map((line) =>
          line.id === action.item.id ? { ...pickItem(action.item), quantity } : line,
        );
      }
      // The line keeps the price it was first added with; only the quantity grows.
      return lines.map((line) =>
        line.id === action.item.id
          ? { ...line, quantity: Math.min(MAX_QUANTITY, line.quantity + quantity) }
          : line,
      );
    }
    case "remove":
      // A line that is not there: nothing changes (and nothing is saved or announced).
      if (!lines.some((line) => line.id === action.id)) return lines;
      return lines.filter((line) => line.id !== action.id);
    case "update": {
      // A line no longer sold has no quantity to change: only removing it.
      if (Number.isNaN(action.quantity) || !lines.some((line) => line.id === action.id && !line.unavailable))
        return lines;
      if (action.quantity <= 0) return lines.filter((line) => line.id !== action.id);
      const quantity = normalizeQuantity(action.quantity);
      return lines.map((line) => (line.id === action.id ? { ...line, quantity } : line));
    }
    case "clear":
      return [];
  }
}

/** The lines an order holds: every line but those no longer sold. */
export function orderLines(lines: CartLines): CartLines {
  return lines.some((line) => line.unavailable) ? lines.filter((line) => !line.unavailable) : lines;
}

/** The items an order holds (the header's badge counts the same). */
export function totalItems(lines: CartLines): number {
  return orderLines(lines).reduce((sum, line) => sum + line.quantity, 0);
}

export function subtotalCents(lines: CartLines): number {
  return orderLines(lines).reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
}
