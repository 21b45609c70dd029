// Copy for the quotation's terms (printed and PDF) and for "Share quotation (PDF)". Cart pages only; the terms'
// values are the company's (app/data/company.json, edited at /admin), read through quotation-company.ts.

/** What the quotation says of its terms, printed and in the PDF alike. */
export const quotationTermsCopy = {
  heading: "Terms",
  validUntil: "Valid until",
  /** "30 days from the date of this quotation" */
  validity: (days: number) => `${days} ${days === 1 ? "day" : "days"} from the date of this quotation`,
  currency: "Currency",
  currencyValue: "US dollars (USD). All prices and totals on this quotation are in US dollars.",
  payment: "Payment terms",
  delivery: "Delivery terms",
  registeredName: "Registered name",
  registrationNumber: "Registration number",
  listLink: "This list on our website",
  listLinkHint:
    "Open the link to see this list on our website, or send it to our sales desk to open the same list.",
} as const;

/** The button on the cart and the quotation, what it says as it works, and the file it makes. */
export const quotationPdfCopy = {
  share: "Share quotation (PDF)",
  /** The button once the PDF is made but the phone asked for another tap before sharing it. */
  shareNow: "Share the PDF now",
  making: "Making the PDF...",
  ready: "Your PDF is ready. Tap Share the PDF now to send it.",
  shared: "Quotation PDF shared.",
  downloaded: (fileName: string) =>
    `Quotation PDF downloaded as ${fileName}. Attach it to a WhatsApp message or an e-mail to our sales team.`,
  failed:
    "The PDF could not be made here. Check your connection and try again, or use Print quotation instead.",
  fileName: (reference: string) => `quotation-${reference}.pdf`,
  /** The share sheet's title and text. */
  shareTitle: (reference: string) => `Quotation ${reference}`,
  shareText: (company: string, reference: string, total: string) =>
    `Quotation ${reference} from ${company}, total ${total}.`,
  /** In the PDF only. */
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  continued: "Quotation (continued)",
} as const;
