// The inline script, in every page's <head>, that keeps the taps made before the page's scripts arrive. On a
// slow phone the page paints seconds before its islands hydrate; in that gap, inside an island still waiting for
// its scripts (`astro-island[ssr]`), this script:
// - records a click on an Add to Cart button (`data-early-action`) with the quantity its field shows then,
// - records the submit of a marked form (`data-early-submit`), after the browser's own field checks,
// - applies a quantity stepper's − and + to its field at once,
// and marks the control as waiting (`data-early-pending`). The island's components take the records once it is
// live (early-actions-queue.ts). Everywhere else, and in an island React has taken over, events go their way.
import type { EARLY } from "./early-actions";

/**
 * The recorder, given the attribute names and the quantity limits. It runs as its source text (inline-script.tsx),
 * so it may use only its arguments and browser globals.
 */
export function recordEarlyActions(names: typeof EARLY, min: number, max: number): void {
  const state: { queue: unknown[] } = { queue: [] };
  Object.defineProperty(window, names.global, { value: state, configurable: true });
  // The marked control the event is for, when it is inside an island that is not live yet.
  const marked = (event: Event, attribute: string) => {
    const target = event.target;
    if (!(target instanceof Element) || !target.closest(names.waiting)) return null;
    return target.closest(`[${attribute}]`);
  };
  const hold = (event: Event, element: Element) => {
    // React may already listen while Astro hands it the island: it must not handle this tap a second time.
    event.preventDefault();
    event.stopImmediatePropagation();
    element.setAttribute(names.pending, "");
  };

  document.addEventListener(
    "click",
    (event) => {
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
      const form = marked(event, names.submit);
      if (!(form instanceof HTMLFormElement) || form !== event.target) return;
      const waiting = form.hasAttribute(names.pending);
      hold(event, form);
      if (!waiting) state.queue.push({ action: "submit", form: form.getAttribute(names.submit) });
    },
    true,
  );
}
