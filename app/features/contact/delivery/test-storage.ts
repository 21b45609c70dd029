// Storage for the outbox's tests: in memory, or refusing everything.
import type { OutboxStorage } from "./outbox";

export function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  const storage: OutboxStorage = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    key: (index) => [...map.keys()][index] ?? null,
    get length() {
      return map.size;
    },
  };
  return { storage, map };
}

const refuse = () => {
  throw new Error("SecurityError");
};

export const throwingStorage: OutboxStorage = {
  getItem: refuse,
  setItem: refuse,
  removeItem: refuse,
  key: refuse,
  get length(): number {
    return refuse();
  },
};
