// Storage for the outbox's tests: in memory, or refusing everything; and the offline copy's worker's cache.
import type { OutboxStorage } from "./enquiry-outbox";

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

/** The Cache API as the worker leaves it: the `enquiries` cache with the given entries. */
export function workerCache(entries: Record<string, unknown>) {
  const map = new Map(Object.entries(entries).map(([path, body]) => [`https://site.example${path}`, body]));
  // As the browser does, an address given as text is read against the page's origin.
  const urlOf = (request: RequestInfo) =>
    new URL(typeof request === "string" ? request : request.url, "https://site.example").href;
  const cache = {
    keys: () => Promise.resolve([...map.keys()].map((url) => new Request(url))),
    match: (request: RequestInfo) =>
      Promise.resolve(map.has(urlOf(request)) ? Response.json(map.get(urlOf(request))) : undefined),
    delete: (request: RequestInfo) => Promise.resolve(map.delete(urlOf(request))),
  };
  const storage = {
    has: (name: string) => Promise.resolve(name === "enquiries"),
    open: () => Promise.resolve(cache),
  } as unknown as CacheStorage;
  return { storage, map };
}
