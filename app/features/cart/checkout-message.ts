// The WhatsApp order message (format in docs/product.md) and the link that opens it. Pure: no React, no browser.
import { checkoutMessageCopy } from "~/content/store/store";
import { formatDollars, lineTotalCents } from "~/lib/money";
import { whatsappUrl } from "~/lib/whatsapp";
import { orderLines, subtotalCents, type CartLines } from "./state/cart-reducer";

/** Line breaks or control characters in a name would break the message's one-line-per-item layout. */
function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").trim();
}

/**
 * The message; with the order's reference (when it has one) after the heading, on the first line. A line no longer
 * sold is never in it.
 */
export function buildCheckoutMessage(lines: CartLines, reference?: string): string {
  const items = orderLines(lines).map(
    (line) =>
      `${oneLine(line.name)} x ${line.quantity} - $${formatDollars(lineTotalCents(line.priceCents, line.quantity))}`,
  );
  return [
    reference === undefined
      ? checkoutMessageCopy.heading
      : `${checkoutMessageCopy.heading}${checkoutMessageCopy.reference(reference)}`,
    "",
    ...items,
    "",
    `${checkoutMessageCopy.total}: $${formatDollars(subtotalCents(lines))}`,
    "",
    checkoutMessageCopy.closing,
  ].join("\n");
}

/** The WhatsApp link (whatsappUrl) with the order message for these lines. */
export function whatsappCheckoutUrl(whatsappNumber: string, lines: CartLines, reference?: string): string {
  return whatsappUrl(whatsappNumber, buildCheckoutMessage(lines, reference));
}
