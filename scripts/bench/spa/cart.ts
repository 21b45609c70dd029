// The cart in localStorage, its count on <html data-cart-count> as the site keeps it (the bench reads it there).
import { useSyncExternalStore } from "react";

type Line = { id: string; quantity: number };
const KEY = "bench-spa-cart";
const listeners = new Set<() => void>();
let lines: Line[] = read();

function read(): Line[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(stored) ? (stored as Line[]) : [];
  } catch {
    return [];
  }
}

function show() {
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (count > 0) document.documentElement.dataset.cartCount = String(count);
  else delete document.documentElement.dataset.cartCount;
}
show();

export function addToCart(id: string, quantity: number) {
  const line = lines.find((entry) => entry.id === id);
  lines = line
    ? lines.map((entry) => (entry === line ? { id, quantity: entry.quantity + quantity } : entry))
    : [...lines, { id, quantity }];
  localStorage.setItem(KEY, JSON.stringify(lines));
  show();
  for (const listener of listeners) listener();
}

export function useCart(): readonly Line[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => lines,
  );
}
