// The order as text for other channels than WhatsApp: the e-mail link and the quotation reference. Pure.
import { orderToolsCopy } from "~/content/store/order-tools";
import { formatUsd } from "~/lib/money";
import { buildCheckoutMessage } from "./checkout-message";
import { orderLines, subtotalCents, totalItems, type CartLines } from "./state/cart-reducer";

/** Mail programs and browsers cut or refuse longer mailto: links; past this, the buyer copies the order instead. */
export const MAILTO_MAX_LENGTH = 2_000;

export type OrderMailto = { kind: "link"; href: string } | { kind: "too-long"; length: number };

/** RFC 6068: every header value percent-encoded, line breaks in the body as CRLF (%0D%0A). */
export function orderMailto(email: string, lines: CartLines): OrderMailto {
  const subject = orderToolsCopy.emailSubject(totalItems(lines), formatUsd(subtotalCents(lines)));
  const body = buildCheckoutMessage(lines).replace(/\r?\n/g, "\r\n");
  const href = `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return href.length > MAILTO_MAX_LENGTH ? { kind: "too-long", length: href.length } : { kind: "link", href };
}

/** 32-bit FNV-1a over UTF-16 code units: small, stable across browsers and runs. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const pad = (value: number, length: number) => String(value).padStart(length, "0");

/** The buyer's local calendar date as YYYYMMDD. */
export function compactDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}${pad(date.getMonth() + 1, 2)}${pad(date.getDate(), 2)}`;
}

/**
 * Q-YYYYMMDD-XXXX: the day plus four characters hashed from what is ordered (product, quantity, unit price), in
 * any line order; a line no longer sold is not ordered. The same cart on the same day gives the same reference, so
 * a buyer can quote it back.
 */
export function quotationReference(lines: CartLines, date: Date): string {
  const content = orderLines(lines)
    .map((line) => `${line.id}\u0000${line.quantity}\u0000${line.priceCents}`)
    .sort()
    .join("\u0001");
  const code = (fnv1a(content) % 36 ** 4).toString(36).toUpperCase().padStart(4, "0");
  return `Q-${compactDate(date)}-${code}`;
}
