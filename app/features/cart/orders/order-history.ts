// The buyer's sent orders, kept on this device only: reference, date, lines and total, the latest first, at most
// MAX_KEPT_ORDERS. What storage holds is checked entry by entry on every read; a bad entry is left out.
import { MAX_PRICE_CENTS, MAX_TEXT_LENGTH } from "~/lib/stored-cart";
import { MAX_QUANTITY } from "~/lib/quantity";
import type { CartLines } from "../state/cart-reducer";
import { isReference } from "./order-reference";

export const ORDER_HISTORY_KEY = "industrial-suppliers-orders";
export const MAX_KEPT_ORDERS = 20;
const MAX_ORDER_LINES = 200;

export interface KeptOrderLine {
  id: string;
  name: string;
  priceCents: number;
  quantity: number;
}

export interface KeptOrder {
  reference: string;
  /** When it was sent, as an ISO date-time. */
  sentAt: string;
  lines: KeptOrderLine[];
  totalCents: number;
}

export type OrderStorage = Pick<Storage, "getItem" | "setItem">;

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function count(value: unknown, max: number, min = 0): number | null {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= min && value <= max
    ? value
    : null;
}

function shortText(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" && value.length <= MAX_TEXT_LENGTH ? value : null;
}

function parseLine(value: unknown): KeptOrderLine | null {
  const entry = record(value);
  if (!entry) return null;
  const id = shortText(entry.id);
  const name = shortText(entry.name);
  const priceCents = count(entry.priceCents, MAX_PRICE_CENTS);
  const quantity = count(entry.quantity, MAX_QUANTITY, 1);
  return id && name && priceCents !== null && quantity !== null ? { id, name, priceCents, quantity } : null;
}

/** One kept order, or null when any part of it cannot be trusted. The total is worked out again, never read. */
export function parseKeptOrder(value: unknown): KeptOrder | null {
  const entry = record(value);
  if (!entry || !isReference(entry.reference) || typeof entry.sentAt !== "string") return null;
  if (Number.isNaN(Date.parse(entry.sentAt)) || !Array.isArray(entry.lines)) return null;
  if (entry.lines.length === 0 || entry.lines.length > MAX_ORDER_LINES) return null;
  const lines = entry.lines.map(parseLine);
  if (lines.some((line) => line === null)) return null;
  const kept = lines.filter((line) => line !== null);
  return {
    reference: entry.reference,
    sentAt: new Date(entry.sentAt).toISOString(),
    lines: kept,
    totalCents: kept.reduce((sum, line) => sum + line.priceCents * line.quantity, 0),
  };
}

/** The kept orders, latest first: none when storage is missing, refuses or holds something else. */
export function loadOrders(storage: OrderStorage | null): KeptOrder[] {
  try {
    const raw = storage?.getItem(ORDER_HISTORY_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .slice(0, MAX_KEPT_ORDERS)
      .map(parseKeptOrder)
      .filter((order) => order !== null);
  } catch {
    return [];
  }
}

/**
 * Keeps an order as sent now. Sent again under the same reference (another channel), it is one order, moved to the
 * top. Returns false when storage refused.
 */
export function keepOrder(
  storage: OrderStorage | null,
  reference: string,
  lines: CartLines,
  now: Date,
): boolean {
  if (!storage || lines.length === 0) return false;
  const order: KeptOrder = {
    reference,
    sentAt: now.toISOString(),
    lines: lines.map(({ id, name, priceCents, quantity }) => ({ id, name, priceCents, quantity })),
    totalCents: lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0),
  };
  const others = loadOrders(storage).filter((kept) => kept.reference !== reference);
  try {
    storage.setItem(ORDER_HISTORY_KEY, JSON.stringify([order, ...others].slice(0, MAX_KEPT_ORDERS)));
    return true;
  } catch {
    return false;
  }
}
