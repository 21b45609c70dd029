// The order as text for other channels than WhatsApp: the e-mail link. Pure.
import { orderToolsCopy } from "~/content/store/order-tools";
import { formatUsd } from "~/lib/money";
import { buildCheckoutMessage } from "./checkout-message";
import { subtotalCents, totalItems, type CartLines } from "./state/cart-reducer";

/** Mail programs and browsers cut or refuse longer mailto: links; past this, the buyer copies the order instead. */
export const MAILTO_MAX_LENGTH = 2_000;

export type OrderMailto = { kind: "link"; href: string } | { kind: "too-long"; length: number };

/**
 * RFC 6068: every header value percent-encoded, line breaks in the body as CRLF (%0D%0A). With the order's
 * reference (in the subject and the message) and the list's link (after the message) once it has them.
 */
export function orderMailto(
  email: string,
  lines: CartLines,
  sent?: { reference: string; listLink: string },
): OrderMailto {
  const subject = orderToolsCopy.emailSubject(
    totalItems(lines),
    formatUsd(subtotalCents(lines)),
    sent?.reference,
  );
  const message = buildCheckoutMessage(lines, sent?.reference);
  const text = sent ? `${message}\n\n${sent.listLink}` : message;
  const body = text.replace(/\r?\n/g, "\r\n");
  const href = `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return href.length > MAILTO_MAX_LENGTH ? { kind: "too-long", length: href.length } : { kind: "link", href };
}
