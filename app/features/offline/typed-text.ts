// Keeps what the buyer typed across the reload that applies a new version of the site: the form fields' values
// go to sessionStorage (this tab only) just before, and come back into the same fields once the new page is
// live, as if typed again, so the page's own state takes them. The only module that touches sessionStorage.
// What it reads back is checked by hand, not with a schema library: this runs on every page.

const STORAGE_KEY = "offline-copy-typed-text";
const MAX_FIELDS = 100;
const MAX_LENGTH = 10_000;

/** Fields a person types into; not passwords, files, hidden values, boxes or buttons. */
const TYPED = [
  "input:is([type=text],[type=email],[type=tel],[type=search],[type=url],[type=number],:not([type]))",
  "textarea",
  "select",
]
  .map((control) => `form ${control}[name]`)
  .join(", ");

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Saved {
  address: string;
  fields: { key: string; value: string }[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The saved snapshot, or undefined when what is stored is not one. */
function parseSaved(text: string): Saved | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(value) || typeof value.address !== "string" || !Array.isArray(value.fields)) return undefined;
  const fields = (value.fields as unknown[])
    .slice(0, MAX_FIELDS)
    .flatMap((field) =>
      isRecord(field) &&
      typeof field.key === "string" &&
      typeof field.value === "string" &&
      field.value.length <= MAX_LENGTH
        ? [{ key: field.key, value: field.value }]
        : [],
    );
  return { address: value.address, fields };
}

/** The part of the Web Storage API used here, so tests can pass a fake or a throwing one. */
export type TypedTextStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Each field by its name and how many fields of that name come before it: the same on the reloaded page. */
function keyedFields(doc: Document): [string, Control][] {
  const seen = new Map<string, number>();
  return [...doc.querySelectorAll<Control>(TYPED)].map((control) => {
    const count = seen.get(control.name) ?? 0;
    seen.set(control.name, count + 1);
    return [`${control.name}#${count}`, control];
  });
}

/** Saves the values of the page's fields, for `address` (path and query) only. */
export function saveTypedText(doc: Document, storage: TypedTextStorage | null, address: string): void {
  const fields = keyedFields(doc)
    .filter(([, control]) => control.value !== "" && control.value.length <= MAX_LENGTH)
    .slice(0, MAX_FIELDS)
    .map(([key, control]) => ({ key, value: control.value }));
  try {
    if (fields.length > 0) storage?.setItem(STORAGE_KEY, JSON.stringify({ address, fields }));
  } catch {
    // Storage full or refused: the reload goes ahead, as it would without this.
  }
}

/** What was saved, removed from storage so that it is used once; null when nothing was or storage throws. */
function takeSaved(storage: TypedTextStorage | null): string | null {
  try {
    const text = storage?.getItem(STORAGE_KEY) ?? null;
    if (text !== null) storage?.removeItem(STORAGE_KEY);
    return text;
  } catch {
    return null;
  }
}

/** Puts saved values back into the page's fields when it is the page they were saved on, once. */
export function restoreTypedText(doc: Document, storage: TypedTextStorage | null, address: string): void {
  const text = takeSaved(storage);
  if (text === null) return;
  const saved = parseSaved(text);
  if (saved?.address !== address) return;
  const values = new Map(saved.fields.map((field) => [field.key, field.value]));
  for (const [key, control] of keyedFields(doc)) {
    const value = values.get(key);
    if (value !== undefined && value !== control.value) typeInto(control, value);
  }
}

/** Sets the value as typing would: the element's own setter, then the events a page listens to. */
function typeInto(control: Control, value: string): void {
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(control, value);
  control.dispatchEvent(new Event("input", { bubbles: true }));
  control.dispatchEvent(new Event("change", { bubbles: true }));
}
