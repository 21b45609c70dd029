// Where the enquiries sent with no signal wait on this device: the only module that touches their place in
// localStorage. Each has a key of its own, so that a page writing one never writes back another as it last saw it
// (tabs see each other's writes a moment late). Small, as every page asks it whether any wait; kept-enquiries.ts
// reads and validates them.

/** Each kept enquiry is stored under this prefix and its id. */
export const OUTBOX_KEY_PREFIX = "industrial-suppliers-contact-outbox:";
const ID = /^[a-z0-9-]{1,64}$/;

/** The part of the Web Storage API the outbox uses, so tests can pass a fake or a throwing one. */
export type OutboxStorage = Pick<Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;

/** The browser's localStorage, or null where there is none (prerendering) or reading it throws. */
export function browserStorage(): OutboxStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The ids of the kept enquiries, oldest first (an id starts with the time it was kept). */
export function keptIds(storage: OutboxStorage | null): string[] {
  const ids: string[] = [];
  try {
    for (let index = 0; storage && index < storage.length; index++) {
      const key = storage.key(index);
      const id = key?.startsWith(OUTBOX_KEY_PREFIX) ? key.slice(OUTBOX_KEY_PREFIX.length) : "";
      if (ID.test(id)) ids.push(id);
    }
  } catch {
    return [];
  }
  return ids.sort();
}

/** Whether anything is kept, without reading it. */
export function hasKept(storage: OutboxStorage | null): boolean {
  return keptIds(storage).length > 0;
}

const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

/** One kept value, parsed from JSON but not yet validated; unparsable JSON is deleted. */
export function readKept(storage: OutboxStorage | null, id: string): unknown {
  let raw: string | null;
  try {
    raw = storage?.getItem(OUTBOX_KEY_PREFIX + id) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch (error) {
    console.error("Failed to parse a kept enquiry from localStorage", error);
    removeKeptValue(storage, id);
    return null;
  }
}

/** Stores one kept value; false when storage refused or the id is not one. */
export function writeKept(storage: OutboxStorage | null, id: string, value: unknown): boolean {
  if (!storage || !ID.test(id)) return false;
  try {
    storage.setItem(OUTBOX_KEY_PREFIX + id, JSON.stringify(value));
  } catch {
    return false;
  }
  changed();
  return true;
}

/** Removes one kept value. */
export function removeKeptValue(storage: OutboxStorage | null, id: string): void {
  try {
    storage?.removeItem(OUTBOX_KEY_PREFIX + id);
  } catch {
    // Storage that cannot delete: the value stays, and is read (and validated) again next time.
  }
  changed();
}

/** Calls `listener` whenever this page or another tab changes what is kept. */
export function subscribeOutbox(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(OUTBOX_KEY_PREFIX)) listener();
  };
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}
