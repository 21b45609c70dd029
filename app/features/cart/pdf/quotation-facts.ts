// What a quotation states besides its lines, worked out once for the printed quotation and the PDF alike. Pure.
import { longDate } from "~/lib/long-date";

/** The day a quotation dated `date` holds until: `validityDays` calendar days later. */
export function validUntil(date: Date, validityDays: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + validityDays);
}

/** A day as the quotation writes it: "5 November 2026". */
export function quotationDay(date: Date): string {
  return longDate(date.getFullYear(), date.getMonth(), date.getDate());
}
