import fc from "fast-check";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EARLY, type EarlyAction, type EarlyAddToCart } from "./early-actions";
import { markPageLive, takeEarlyActions } from "./early-actions-queue";
import { recordEarlyActions } from "./early-actions-recorder";
import { inlineScript } from "./inline-script";
import { MAX_QUANTITY, MIN_QUANTITY, normalizeQuantity } from "~/lib/quantity";

interface Recorder {
  queue: unknown[];
}
const recorder = () => Reflect.get(window, EARLY.global) as Recorder;
const isAdd = (action: EarlyAction): action is EarlyAddToCart => action.kind === "add-to-cart";

/** What React would see: a listener registered after the recorder, as React's are. */
const reachedReact: Event[] = [];

beforeAll(() => {
  // The page runs the script text itself, as the build puts it into <head>.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function(inlineScript(recordEarlyActions, EARLY, MIN_QUANTITY, MAX_QUANTITY)) as () => void;
  run();
  for (const type of ["click", "submit"])
    document.addEventListener(type, (event) => reachedReact.push(event));
});

beforeEach(() => {
  recorder().queue = [];
  reachedReact.length = 0;
  // Two islands Astro has not handed to React yet (`ssr`), and a control outside any island.
  document.body.innerHTML = `
    <astro-island ssr id="purchase">
      <button type="button" aria-controls="qty" data-early-step="-1" disabled>−</button>
      <input id="qty" value="1">
      <button type="button" aria-controls="qty" data-early-step="1">+</button>
      <button type="button" data-early-action="add-to-cart" data-product-id="prod-002" data-quantity-from="qty">
        <span>Add to Cart</span>
      </button>
      <button type="button" data-early-action="add-to-cart" data-product-id="prod-003">Add</button>
    </astro-island>
    <astro-island ssr id="contact">
      <form data-early-submit="contact"><input name="name" value="Tendai"><button>Send</button></form>
    </astro-island>
    <button type="button" id="other">Other</button>
    <button type="button" id="outside" data-early-action="add-to-cart" data-product-id="prod-004">Add</button>`;
});

const click = (selector: string) => {
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(selector);
  element.click();
};

describe("the early-action recorder", () => {
  it("records an Add to Cart tap with its field's quantity, and keeps it from React", () => {
    const field = document.querySelector<HTMLInputElement>("#qty");
    if (field) field.value = "7";
    click('[data-product-id="prod-002"] span');
    click('[data-product-id="prod-003"]');
    expect(reachedReact).toEqual([]);
    expect(recorder().queue).toEqual([
      { action: "add-to-cart", product: "prod-002", quantity: "7" },
      { action: "add-to-cart", product: "prod-003", quantity: "1" },
    ]);
    expect(document.querySelector('[data-product-id="prod-002"]')).toHaveAttribute(EARLY.pending);
  });

  it("applies − and + to the quantity field within 1..9,999 and keeps the buttons' limits", () => {
    const field = document.querySelector<HTMLInputElement>("#qty");
    click('[data-early-step="1"]');
    click('[data-early-step="1"]');
    expect(field?.value).toBe("3");
    expect(document.querySelector('[data-early-step="-1"]')).not.toBeDisabled();
    if (field) field.value = "9998";
    click('[data-early-step="1"]');
    expect(field?.value).toBe("9999");
    expect(document.querySelector('[data-early-step="1"]')).toBeDisabled();
    expect(recorder().queue).toEqual([]);
    expect(reachedReact).toEqual([]);
  });

  it("steps from what the field holds as the field itself reads it", () => {
    // Any text, and numbers in and around the valid range (0, negatives and over 9,999 among them).
    const typedText = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.integer({ min: -20_000, max: 20_000 }).map(String),
    );
    fc.assert(
      fc.property(typedText, fc.constantFrom(1, -1), (typed, step) => {
        const field = document.querySelector<HTMLInputElement>("#qty");
        const button = document.querySelector<HTMLButtonElement>(`[data-early-step="${step}"]`);
        if (!field || !button) throw new Error("missing stepper");
        field.value = typed;
        // What the field holds: an <input> drops line breaks from what it is given.
        const held = field.value;
        button.disabled = false;
        button.click();
        expect(field.value).toBe(String(normalizeQuantity(normalizeQuantity(held) + step)));
      }),
    );
  });

  it("records a marked form's submit once and stops it", () => {
    const form = document.querySelector("form");
    const submit = () => form?.requestSubmit();
    submit();
    submit();
    expect(recorder().queue).toEqual([{ action: "submit", form: "contact" }]);
    expect(form).toHaveAttribute(EARLY.pending);
    expect(reachedReact).toEqual([]);
  });

  it("lets other clicks through, and marked controls outside an island", () => {
    click("#other");
    click("#outside");
    expect(reachedReact).toHaveLength(2);
    expect(recorder().queue).toEqual([]);
    expect(document.querySelector("#outside")).not.toHaveAttribute(EARLY.pending);
  });

  it("lets every event through to an island Astro has handed to React, and keeps recording in the others", () => {
    document.querySelector("#purchase")?.removeAttribute("ssr");
    const field = document.querySelector<HTMLInputElement>("#qty");
    click('[data-early-step="1"]');
    click('[data-product-id="prod-002"]');
    expect(field?.value).toBe("1");
    expect(reachedReact).toHaveLength(2);
    document.querySelector("form")?.requestSubmit();
    expect(recorder().queue).toEqual([{ action: "submit", form: "contact" }]);
  });

  it("hands each component its own taps; once every island is live the rest are dropped", () => {
    click('[data-product-id="prod-002"]');
    click('[data-product-id="prod-003"]');
    recorder().queue.push({ action: "add-to-cart", product: "javascript:alert(1)", quantity: "1" });
    const mine = (action: EarlyAction): action is EarlyAddToCart =>
      isAdd(action) && action.productId === "prod-003";
    expect(takeEarlyActions(mine)).toEqual([{ kind: "add-to-cart", productId: "prod-003", quantity: 1 }]);
    expect(takeEarlyActions(mine)).toEqual([]);
    expect(recorder().queue).toHaveLength(2);

    markPageLive();
    expect(recorder().queue).toEqual([]);
    expect(document.querySelector(`[${EARLY.pending}]`)).toBeNull();
    expect(document.documentElement.dataset.hydrated).toBe("true");
    expect(takeEarlyActions(isAdd)).toEqual([]);
  });
});
