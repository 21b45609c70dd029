// What the cart does as the buyer sends the order on any channel: the cart's one reference, and the order kept on
// this device. The cart page shows the reference, and its links carry it, from the first send on. A line no longer
// sold is in neither.
import { useSyncExternalStore } from "react";
import { browserStorage } from "../state/cart-storage";
import { orderLines, type CartLines } from "../state/cart-reducer";
import { keepOrder } from "./order-history";
import { currentReference, orderReference } from "./order-reference";

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function made(reference: string): string {
  for (const listener of listeners) listener();
  return reference;
}

/** The cart's reference if it has been sent, printed or shared already, else null; follows each send. */
export function useSentReference(lines: CartLines): string | null {
  return useSyncExternalStore(
    subscribe,
    () => currentReference(browserStorage(), orderLines(lines)),
    () => null,
  );
}

/** The reference for the cart being shared or printed: made now if it has none. */
export function shareReference(lines: CartLines): string {
  return made(orderReference(browserStorage(), orderLines(lines)));
}

/** The order is being sent: its reference, and the order kept in "Your orders". */
export function sendOrder(lines: CartLines, now: Date = new Date()): string {
  const storage = browserStorage();
  const ordered = orderLines(lines);
  const reference = orderReference(storage, ordered);
  keepOrder(storage, reference, ordered, now);
  return made(reference);
}
