// The quotation as a PDF file: what the printed quotation says, the terms procurement approves it on, and the
// list's link. Drawn with jsPDF in its built-in Helvetica (no font is embedded, so a 10-line order stays a few
// kilobytes). Pure: typed inputs in, the file's bytes out. Loaded only when the buyer asks for the PDF (import()),
// in a file of its own with jsPDF (scripts/build/island-chunks.mjs).
import { jsPDF } from "jspdf";
import type { QuotationCompany } from "~/content/quotation-company";
import { quotationCopy } from "~/content/store/order-tools";
import { quotationPdfCopy, quotationTermsCopy } from "~/content/store/quotation-pdf";
import { cartCopy } from "~/content/store/store";
import { formatUsd, lineTotalCents } from "~/lib/money";
import { quotationDay, quotationTerms, validUntil } from "./quotation-facts";

/** A line the quotation lists: today's name and unit price in integer cents. */
export interface QuotationPdfLine {
  name: string;
  priceCents: number;
  quantity: number;
}

export interface QuotationPdfInput {
  company: QuotationCompany;
  /** The lines ordered (never a line no longer sold). */
  lines: readonly QuotationPdfLine[];
  reference: string;
  date: Date;
  /** The shared list's address for these lines: the sales desk opens the same list. */
  listUrl: string;
}

export interface QuotationPdf {
  bytes: ArrayBuffer;
  fileName: string;
}

// A4 portrait, in millimetres.
const PAGE = { width: 210, height: 297, margin: 15 };
const RIGHT = PAGE.width - PAGE.margin;
const WIDTH = PAGE.width - 2 * PAGE.margin;
/** The table's right-aligned columns' right edges; the product's name wraps within its column. */
const COLUMNS = { quantity: 122, unitPrice: 156, lineTotal: RIGHT };
const NAME_WIDTH = 88;
/** Space kept at the foot of each page for its page number. */
const FOOTER = 14;
const POINT = 25.4 / 72;
const LINE_FACTOR = 1.3;
const INK: [number, number, number] = [15, 23, 42];
const MUTED: [number, number, number] = [71, 85, 105];
const RULE: [number, number, number] = [203, 213, 225];
const LINK: [number, number, number] = [29, 78, 216];

/**
 * Text as Helvetica's built-in encoding (Windows-1252) can write it: typographic quotes, dashes and the like kept,
 * anything else the standard fonts lack replaced by its closest plain letters, or "?".
 */
export function pdfSafe(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\u2010-\u2012\u2212]/g, "-")
    .replace(/[\u2032\u2035]/g, "'")
    .replace(/[\u2033\u2036]/g, '"')
    .replace(/[\u200b-\u200f\u2060\ufeff]/g, "")
    .replace(/[\u00a0\u2000-\u200a\u202f\u205f]/g, " ")
    .replace(/./gsu, (char) => (WIN_ANSI.test(char) ? char : fallback(char)));
}

/** Latin-1 and the extra characters Windows-1252 places at 0x80 to 0x9F. */
const WIN_ANSI = /^[\n\u0020-\u007e\u00a0-\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]$/u;

function fallback(char: string): string {
  const plain = char.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  return WIN_ANSI.test(plain) ? plain : "?";
}

/** A line's height in millimetres at a font size in points. */
const lineHeight = (size: number) => size * POINT * LINE_FACTOR;

/** The quotation's file: one or more A4 pages, every page numbered, the table's head repeated on each. */
export function quotationPdf({ company, lines, reference, date, listUrl }: QuotationPdfInput): QuotationPdf {
  const doc = new jsPDF({ unit: "mm", format: "a4", compress: true, putOnlyUsedFonts: true });
  const title = `${quotationCopy.title} ${reference}`;
  doc.setProperties({ title, subject: title, author: company.name, creator: company.name });
  doc.setLanguage("en-GB");
  doc.setLineHeightFactor(LINE_FACTOR);
  doc.setTextColor(...INK);

  let y = PAGE.margin;
  const font = (size: number, weight: "normal" | "bold" = "normal", color = INK) => {
    doc.setFont("helvetica", weight);
    doc.setFontSize(size);
    doc.setTextColor(...color);
  };
  /** Wrapped text at `x`, `width` wide; moves y below it. */
  const paragraph = (text: string, x: number, width: number, size: number, after = 1.5) => {
    const wrapped = doc.splitTextToSize(pdfSafe(text), width) as string[];
    ensureRoom(wrapped.length * lineHeight(size));
    doc.text(wrapped, x, y, { baseline: "top" });
    y += wrapped.length * lineHeight(size) + after;
  };
  const rule = (weight = 0.2, color = RULE) => {
    doc.setDrawColor(...color);
    doc.setLineWidth(weight);
    doc.line(PAGE.margin, y, RIGHT, y);
  };
  /** A new page when `height` more millimetres do not fit on this one; true when one was started. */
  const ensureRoom = (height: number): boolean => {
    if (y + height <= PAGE.height - FOOTER) return false;
    doc.addPage();
    y = PAGE.margin;
    font(9, "bold", MUTED);
    doc.text(
      pdfSafe(`${quotationPdfCopy.continued} - ${quotationCopy.reference} ${reference}`),
      PAGE.margin,
      y,
      {
        baseline: "top",
      },
    );
    y += lineHeight(9) + 3;
    return true;
  };

  // The company, and the quotation's title, reference and dates.
  const until = quotationDay(validUntil(date, company.validityDays));
  font(14, "bold");
  doc.text(pdfSafe(company.name), PAGE.margin, y, { baseline: "top", maxWidth: 105 });
  const nameLines = (doc.splitTextToSize(pdfSafe(company.name), 105) as string[]).length;
  font(9);
  const contact = [...company.addressLines, company.phone, company.email].map(pdfSafe);
  doc.text(contact, PAGE.margin, y + nameLines * lineHeight(14) + 1, { baseline: "top" });
  const leftBottom = y + nameLines * lineHeight(14) + 1 + contact.length * lineHeight(9);

  font(24, "bold");
  doc.text(pdfSafe(quotationCopy.title), RIGHT, y, { baseline: "top", align: "right" });
  const facts: [string, string][] = [
    [quotationCopy.reference, reference],
    [quotationCopy.date, quotationDay(date)],
    [quotationTermsCopy.validUntil, until],
  ];
  let factY = y + lineHeight(24) + 1;
  for (const [label, value] of facts) {
    // The label first, then its value: readers and copied text take them in the order drawn.
    font(10, "bold");
    const valueWidth = doc.getTextWidth(pdfSafe(value));
    font(10, "normal", MUTED);
    doc.text(pdfSafe(label), RIGHT - valueWidth - 3, factY, { baseline: "top", align: "right" });
    font(10, "bold");
    doc.text(pdfSafe(value), RIGHT, factY, { baseline: "top", align: "right" });
    factY += lineHeight(10);
  }
  y = Math.max(leftBottom, factY) + 3;
  rule(0.6, INK);
  y += 5;

  font(10);
  paragraph(quotationCopy.intro, PAGE.margin, WIDTH, 10, 4);

  // The table: its head on each page it runs over.
  const { columns, note } = quotationCopy;
  const tableHead = () => {
    font(8, "bold", MUTED);
    doc.text(columns.product.toUpperCase(), PAGE.margin, y, { baseline: "top" });
    doc.text(columns.quantity.toUpperCase(), COLUMNS.quantity, y, { baseline: "top", align: "right" });
    doc.text(columns.unitPrice.toUpperCase(), COLUMNS.unitPrice, y, { baseline: "top", align: "right" });
    doc.text(columns.lineTotal.toUpperCase(), COLUMNS.lineTotal, y, { baseline: "top", align: "right" });
    y += lineHeight(8) + 1.5;
    rule(0.4, INK);
    y += 2;
  };
  ensureRoom(lineHeight(8) + 3.5 + lineHeight(10) + 3);
  tableHead();
  for (const line of lines) {
    font(10);
    const name = doc.splitTextToSize(pdfSafe(line.name), NAME_WIDTH) as string[];
    const height = name.length * lineHeight(10) + 3;
    if (ensureRoom(height)) tableHead();
    font(10);
    doc.text(name, PAGE.margin, y, { baseline: "top" });
    doc.text(String(line.quantity), COLUMNS.quantity, y, { baseline: "top", align: "right" });
    doc.text(formatUsd(line.priceCents), COLUMNS.unitPrice, y, { baseline: "top", align: "right" });
    doc.text(formatUsd(lineTotalCents(line.priceCents, line.quantity)), COLUMNS.lineTotal, y, {
      baseline: "top",
      align: "right",
    });
    y += height - 1.5;
    rule();
    y += 2;
  }

  // Subtotal, shipping and total, as the cart's order summary says them.
  const { summary } = cartCopy;
  const total = formatUsd(
    lines.reduce((sum, line) => sum + lineTotalCents(line.priceCents, line.quantity), 0),
  );
  ensureRoom(3 * lineHeight(11) + 6);
  y += 1;
  const summaryRow = (label: string, value: string, size: number, weight: "normal" | "bold") => {
    font(size, weight);
    doc.text(pdfSafe(label), COLUMNS.unitPrice - 30, y, { baseline: "top" });
    doc.text(pdfSafe(value), RIGHT, y, { baseline: "top", align: "right" });
    y += lineHeight(size) + 0.5;
  };
  summaryRow(summary.subtotal, total, 10, "normal");
  summaryRow(summary.shipping, summary.shippingValue, 10, "normal");
  doc.setDrawColor(...INK);
  doc.setLineWidth(0.4);
  doc.line(COLUMNS.unitPrice - 30, y, RIGHT, y);
  y += 1.5;
  summaryRow(summary.total, total, 12, "bold");
  y += 6;

  // The terms procurement approves the quotation on.
  const terms = quotationTermsCopy;
  ensureRoom(lineHeight(11) + 4 + 3 * lineHeight(9));
  font(11, "bold");
  doc.text(terms.heading, PAGE.margin, y, { baseline: "top" });
  y += lineHeight(11) + 1;
  rule();
  y += 2.5;
  const LABEL_WIDTH = 42;
  const term = (label: string, value: string) => {
    font(9);
    const wrapped = doc.splitTextToSize(pdfSafe(value), WIDTH - LABEL_WIDTH) as string[];
    ensureRoom(wrapped.length * lineHeight(9) + 1.5);
    font(9, "bold");
    doc.text(pdfSafe(label), PAGE.margin, y, { baseline: "top" });
    font(9);
    doc.text(wrapped, PAGE.margin + LABEL_WIDTH, y, { baseline: "top" });
    y += wrapped.length * lineHeight(9) + 1.5;
  };
  for (const { label, value } of quotationTerms(company, until)) term(label, value);
  y += 3;

  // The list's link, every line of it a link.
  font(9, "bold");
  ensureRoom(lineHeight(9) * 4 + 2);
  doc.text(terms.listLink, PAGE.margin, y, { baseline: "top" });
  y += lineHeight(9);
  font(9, "normal", MUTED);
  paragraph(terms.listLinkHint, PAGE.margin, WIDTH, 9, 0.5);
  font(9, "normal", LINK);
  const urlLines = breakAnywhere(listUrl, WIDTH, (text) => doc.getTextWidth(text));
  ensureRoom(urlLines.length * lineHeight(9));
  for (const part of urlLines) {
    doc.text(part, PAGE.margin, y, { baseline: "top" });
    doc.link(PAGE.margin, y, doc.getTextWidth(part), lineHeight(9), { url: listUrl });
    y += lineHeight(9);
  }
  y += 4;

  font(9, "normal", MUTED);
  ensureRoom(lineHeight(9) * 2 + 4);
  rule();
  y += 3;
  paragraph(note, PAGE.margin, WIDTH, 9);

  // Every page numbered, with the reference.
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page++) {
    doc.setPage(page);
    font(8, "normal", MUTED);
    doc.text(
      pdfSafe(`${company.name} - ${quotationCopy.reference} ${reference}`),
      PAGE.margin,
      PAGE.height - 8,
    );
    doc.text(quotationPdfCopy.page(page, pages), RIGHT, PAGE.height - 8, { align: "right" });
  }

  return { bytes: doc.output("arraybuffer"), fileName: quotationPdfCopy.fileName(reference) };
}

/** A long address in lines at most `width` wide, broken after any character (an address has no spaces). */
function breakAnywhere(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const char of text) {
    if (current !== "" && measure(current + char) > width) {
      lines.push(current);
      current = "";
    }
    current += char;
  }
  if (current !== "") lines.push(current);
  return lines;
}
