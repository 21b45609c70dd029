// The inline script, in every page's <head>, that keeps the taps made before the page's scripts arrive. On a
// slow phone the page paints seconds before React hydrates it; in that gap this script:
// - records a click on an Add to Cart button (`data-early-action`) with the quantity its field shows then,
// - records the submit of a marked form (`data-early-submit`), after the browser's own field checks,
// - applies a quantity stepper's − and + to its field at once,
// and marks the control as waiting (`data-early-pending`). React takes the records once it is live
// (early-actions-queue.ts).
import type { EARLY } from "./early-actions";

/**
 * The recorder, given the attribute names and the quantity limits. It runs as its source text (inline-script.tsx),
 * so it may use only its arguments and browser globals.
 */
export function recordEarlyActions(names: typeof EARLY, min: number, max: number): void {
  const state: { live: boolean; queue: unknown[] } = { live: false, queue: [] };
  Object.defineProperty(window, names.global, { value: state, configurable: true });
  const marked = (event: Event, attribute: string) =>
    event.target instanceof Element ? event.target.closest(`[${attribute}]`) : null;
  const hold = (event: Event, element: Element) => {
    // React may already listen while it hydrates: it must not handle this tap a second time.
    event.preventDefault();
    event.stopImmediatePropagation();
    element.setAttribute(names.pending, "");
  };

  document.addEventListener(
    "click",
    (event) => {
      if (state.live) return;
      const stepper = marked(event, names.step);
      if (stepper) {
        event.preventDefault();
        event.stopImmediatePropagation();
        const field = document.getElementById(stepper.getAttribute("aria-controls") ?? "");
        if (!(field instanceof HTMLInputElement)) return;
        // As the live stepper does: what the field holds, made a valid quantity, then one step, kept in range.
        const clamp = (value: number) => Math.min(max, Math.max(min, Math.trunc(value)));
        const typed = Number(field.value.trim() || Number.NaN);
        const held = Number.isNaN(typed) ? min : clamp(typed);
        field.value = String(clamp(held + Number(stepper.getAttribute(names.step))));
        for (const button of document.querySelectorAll(`[aria-controls="${field.id}"][${names.step}]`)) {
          const up = Number(button.getAttribute(names.step)) > 0;
          button.toggleAttribute("disabled", up ? field.value === String(max) : field.value === String(min));
        }
        return;
      }
      const button = marked(event, names.action);
      if (!button || button.matches(":disabled")) return;
      hold(event, button);
      const field = document.getElementById(button.getAttribute(names.quantityFrom) ?? "");
      state.queue.push({
        action: button.getAttribute(names.action),
        product: button.getAttribute(names.product),
        quantity: field instanceof HTMLInputElement ? field.value : "1",
      });
    },
    true,
  );

  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (state.live || !(form instanceof HTMLFormElement) || !form.hasAttribute(names.submit)) return;
      const waiting = form.hasAttribute(names.pending);
      hold(event, form);
      if (!waiting) state.queue.push({ action: "submit", form: form.getAttribute(names.submit) });
    },
    true,
  );
}
