import { describe, expect, it } from "vitest";
import { formatUsd } from "~/lib/money";
import { testCompany } from "../test-items";
import { readPdf } from "./pdf-reader.testing";
import { pdfSafe, quotationPdf, type QuotationPdfLine } from "./quotation-pdf";

const LIST_URL =
  "https://www.example.com/cart/shared?l=prod-001.2_prod-002.1d_prod-003.4_prod-004.1_prod-005.3_prod-006.2";

/** `count` lines, each with a long name that wraps in the table's column. */
const orderOf = (count: number): QuotationPdfLine[] =>
  Array.from({ length: count }, (_, index) => ({
    name: `Heavy-Duty Industrial Air Compressor ${index + 1}, 500 L/min, 10 bar, with its long maker's description`,
    priceCents: 1_299_999 + index * 101,
    quantity: index + 1,
  }));

const made = (lines: QuotationPdfLine[]) =>
  quotationPdf({
    company: testCompany,
    lines,
    reference: "K7P2QX",
    date: new Date(2026, 10, 25),
    listUrl: LIST_URL,
  });

describe("quotationPdf", () => {
  it("states the quotation, its terms and the list's link, in a file a reader opens", async () => {
    const lines = orderOf(10);
    const pdf = made(lines);
    expect(pdf.fileName).toBe("quotation-K7P2QX.pdf");
    const read = await readPdf(pdf.bytes);
    const text = read.text.join(" ");
    expect(read.title).toBe("Quotation K7P2QX");
    for (const expected of [
      testCompany.name,
      ...testCompany.addressLines,
      testCompany.phone,
      testCompany.email,
      "Quotation",
      "Reference K7P2QX",
      "Date 25 November 2026",
      // Thirty days after 25 November.
      "25 December 2026",
      "30 days from the date of this quotation",
      "US dollars (USD)",
      testCompany.paymentTerms,
      testCompany.deliveryTerms,
      "Registration number 3619/91",
      "Shipping Free",
      "Prices are subject to confirmation by our sales team.",
    ])
      expect(text).toContain(expected);
    // Every product, its quantity, unit price and line total (a long name wraps onto the next line of its cell).
    for (const line of lines) {
      expect(text.replace(/ /g, "")).toContain(line.name.replace(/ /g, ""));
      expect(text).toContain(formatUsd(line.priceCents));
      expect(text).toContain(formatUsd(line.priceCents * line.quantity));
    }
    const total = formatUsd(lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0));
    expect(text).toContain(`Subtotal ${total}`);
    expect(text).toContain(`Total ${total}`);
    // The list's link is a link, and its text is written out whole.
    expect(new Set(read.links)).toEqual(new Set([LIST_URL]));
    expect(text.replace(/ /g, "")).toContain(LIST_URL);
  });

  it("keeps a 10-line order's file under 150 KB", () => {
    expect(made(orderOf(10)).bytes.byteLength).toBeLessThan(150 * 1024);
  });

  it("runs a long order over numbered pages, the table's head and the reference on each", async () => {
    const lines = orderOf(60);
    const read = await readPdf(made(lines).bytes);
    expect(read.pages).toBeGreaterThan(2);
    read.text.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${read.pages}`);
      expect(page).toContain("K7P2QX");
    });
    expect(read.text[1]).toContain("PRODUCT QTY UNIT PRICE LINE TOTAL");
    const all = read.text.join(" ").replace(/ /g, "");
    for (const line of lines) expect(all).toContain(line.name.replace(/ /g, ""));
  });

  it("writes what Helvetica's own encoding lacks as plain letters", () => {
    expect(pdfSafe("Pump – 50 mm “HD” café")).toBe("Pump – 50 mm “HD” café");
    expect(pdfSafe("Valve ½″ Ø40 − 2′ ✓ Ŵ")).toBe("Valve ½\" Ø40 - 2' ? W");
  });
});
