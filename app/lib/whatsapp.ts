// The link that opens WhatsApp with a message to the business, prefilled: the cart's checkout and the contact
// form's enquiry both open it. Pure.

/** https://wa.me/<digits>?text=<encoded message>; the number is read as its digits (international form, no "+"). */
export function whatsappUrl(whatsappNumber: string, message: string): string {
  return `https://wa.me/${whatsappNumber.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}
