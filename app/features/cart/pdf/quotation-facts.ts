// What a quotation states besides its lines, worked out once for the printed quotation and the PDF alike. Pure.
import type { QuotationCompany } from "~/content/quotation-company";
import { quotationTermsCopy } from "~/content/store/quotation-pdf";
import { longDate } from "~/lib/long-date";

/** The day a quotation dated `date` holds until: `validityDays` calendar days later. */
export function validUntil(date: Date, validityDays: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + validityDays);
}

/** A day as the quotation writes it: "5 November 2026". */
export function quotationDay(date: Date): string {
  return longDate(date.getFullYear(), date.getMonth(), date.getDate());
}

/**
 * The terms procurement approves a quotation on, in the order the printed quotation and the PDF list them: each a
 * label and its value; `key` names the row.
 */
export function quotationTerms(company: QuotationCompany, validUntilText: string) {
  const terms = quotationTermsCopy;
  return [
    {
      key: "validity",
      label: terms.validUntil,
      value: `${validUntilText} (${terms.validity(company.validityDays)})`,
    },
    { key: "currency", label: terms.currency, value: terms.currencyValue },
    { key: "payment-terms", label: terms.payment, value: company.paymentTerms },
    { key: "delivery-terms", label: terms.delivery, value: company.deliveryTerms },
    { key: "registered-name", label: terms.registeredName, value: company.name },
    { key: "registration-number", label: terms.registrationNumber, value: company.registrationNumber },
  ] as const;
}
