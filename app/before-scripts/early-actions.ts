// Taps made before the page's scripts arrive. An inline script in the document's <head> (early-actions-recorder.ts)
// records them as plain data on `window`; once their island is live, the components that own them take them back
// here. What the queue holds came from the page, so it is read as untrusted input: only well-formed actions survive.
import { normalizeQuantity } from "~/lib/quantity";

/** Names shared by the inline script and the components that mark their controls for it. */
export const EARLY = {
  /** The property on `window` that holds the recorder's state: `{ queue: unknown[] }`. */
  global: "__earlyActions",
  /**
   * Where taps are kept: inside an island Astro has not yet handed to React. Astro removes `ssr` as it does; from
   * then on React listens at the island's root and handles (or replays) every event itself.
   */
  waiting: "astro-island[ssr]",
  /** On a button: the action a click records ("add-to-cart"), with the product in `data-product-id`. */
  action: "data-early-action",
  product: "data-product-id",
  /** On an Add to Cart button: the id of the input holding the quantity (default 1). */
  quantityFrom: "data-quantity-from",
  /** On a stepper button: the step ("1" or "-1") applied to the input named by its `aria-controls`. */
  step: "data-early-step",
  /** On a form: its name; a submit is recorded instead of sent. */
  submit: "data-early-submit",
  /** Set by the script on a control whose tap waits for the scripts; removed when they have taken it. */
  pending: "data-early-pending",
} as const;

/** At most this many taps are kept: the rest of a runaway queue is ignored. */
export const MAX_EARLY_ACTIONS = 50;

export interface EarlyAddToCart {
  kind: "add-to-cart";
  productId: string;
  quantity: number;
}

export interface EarlySubmit {
  kind: "submit";
  form: string;
}

export type EarlyAction = EarlyAddToCart | EarlySubmit;

const PRODUCT_ID = /^prod-\d{3}$/;
const FORM_NAME = /^[a-z][a-z-]{0,39}$/;

/**
 * One recorded tap, or null when it is not a well-formed action. The quantity is the text of the page's
 * quantity field, read with the field's own rule (empty or non-numeric 1, fractions cut, 1 to 9,999).
 */
export function parseEarlyAction(raw: unknown): EarlyAction | null {
  try {
    // Throws on null and undefined; a getter that throws or a revoked proxy is no action either.
    const { action, product, quantity, form } = raw as Record<string, unknown>;
    if (
      action === "add-to-cart" &&
      typeof product === "string" &&
      PRODUCT_ID.test(product) &&
      typeof quantity === "string" &&
      quantity.length <= 20
    ) {
      return { kind: "add-to-cart", productId: product, quantity: normalizeQuantity(quantity) };
    }
    if (action === "submit" && typeof form === "string" && FORM_NAME.test(form))
      return { kind: "submit", form };
  } catch {
    // Not an action.
  }
  return null;
}

/** Every well-formed action of a recorded queue, in order; anything that is not an array gives none. */
export function parseEarlyActions(raw: unknown): EarlyAction[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .slice(0, MAX_EARLY_ACTIONS)
    .map((entry) => parseEarlyAction(entry))
    .filter((action) => action !== null);
}
