// Keeps what the buyer typed across the reload that applies a new version of the site: when the update offer's
// Reload is chosen (offline-copy.ts sends the event), the form fields' values go to sessionStorage (this tab only);
// once the reloaded page is live they come back into the same fields, as if typed again, so the islands' own
// state takes them. The only script that touches sessionStorage. What it reads back is checked by hand, not with
// a schema library: every page carries it.
import { STARTING_ISLANDS } from "./offline-copy";

/** Where what was typed waits for the reload, and the event that keeps it. */
export const TYPED_TEXT = {
  key: "offline-copy-typed-text",
  saveEvent: "offline-copy:save-typed-text",
  maxFields: 100,
  maxLength: 10_000,
  startingIslands: STARTING_ISLANDS,
} as const;

export interface TypedTextSettings {
  /** The sessionStorage key of the saved fields. */
  key: string;
  /** The event on `document` that saves the page's fields. */
  saveEvent: string;
  maxFields: number;
  /** Longer values are not kept. */
  maxLength: number;
  /** The islands the page is live without only once they are (offline-copy.ts, STARTING_ISLANDS). */
  startingIslands: string;
}

/**
 * Saves the fields on the save event, and puts back what was saved for this address (path and query) once the
 * page is live, once. Passwords, files, hidden values, boxes and buttons are never kept. Fields are told apart by
 * their name and how many fields of that name come before them, which the reloaded page has the same. It runs as
 * its source text (before-scripts/inline-script.tsx), so it uses only its argument and browser globals.
 */
export function keepTypedText(settings: TypedTextSettings): void {
  type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  const typed = [
    "input:is([type=text],[type=email],[type=tel],[type=search],[type=url],[type=number],:not([type]))",
    "textarea",
    "select",
  ]
    .map((control) => `form ${control}[name]`)
    .join(", ");
  const address = () => location.pathname + location.search;
  const storage = (): Pick<Storage, "getItem" | "setItem" | "removeItem"> | null => {
    try {
      return sessionStorage;
    } catch {
      return null;
    }
  };
  const keyedFields = (): [string, Control][] => {
    const seen = new Map<string, number>();
    return [...document.querySelectorAll<Control>(typed)].map((control) => {
      const count = seen.get(control.name) ?? 0;
      seen.set(control.name, count + 1);
      return [`${control.name}#${count}`, control];
    });
  };

  document.addEventListener(settings.saveEvent, () => {
    const fields = keyedFields()
      .filter(([, control]) => control.value !== "" && control.value.length <= settings.maxLength)
      .slice(0, settings.maxFields)
      .map(([key, control]) => ({ key, value: control.value }));
    try {
      if (fields.length > 0) storage()?.setItem(settings.key, JSON.stringify({ address: address(), fields }));
    } catch {
      // Storage full or refused: the reload goes ahead, as it would without this.
    }
  });

  let text: string | null;
  try {
    text = storage()?.getItem(settings.key) ?? null;
    if (text !== null) storage()?.removeItem(settings.key);
  } catch {
    return;
  }
  if (text === null) return;
  const values = new Map<string, string>();
  try {
    const saved: unknown = JSON.parse(text);
    if (typeof saved !== "object" || saved === null || !("address" in saved) || !("fields" in saved)) return;
    if (saved.address !== address() || !Array.isArray(saved.fields)) return;
    for (const field of (saved.fields as unknown[]).slice(0, settings.maxFields)) {
      if (typeof field !== "object" || field === null || !("key" in field) || !("value" in field)) continue;
      const { key, value } = field;
      if (typeof key === "string" && typeof value === "string" && value.length <= settings.maxLength)
        values.set(key, value);
    }
  } catch {
    return;
  }

  const restore = () => {
    for (const [key, control] of keyedFields()) {
      const value = values.get(key);
      if (value === undefined || value === control.value) continue;
      // The element's own setter, then the events a page listens to: React's state takes it as typed.
      const prototype = Object.getPrototypeOf(control) as object;
      Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(control, value);
      control.dispatchEvent(new Event("input", { bubbles: true }));
      control.dispatchEvent(new Event("change", { bubbles: true }));
    }
  };
  // Live: every island that starts with the page has hydrated, as <html data-hydrated="true"> marks it, or the
  // page has none.
  const root = document.documentElement;
  const live = () => root.dataset.hydrated === "true" || !document.querySelector(settings.startingIslands);
  if (live()) {
    restore();
    return;
  }
  const watch = new MutationObserver(() => {
    if (!live()) return;
    watch.disconnect();
    restore();
  });
  watch.observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
}
