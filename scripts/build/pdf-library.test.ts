import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ORDER_TOOLS, PDF_LIBRARY, QUOTATION_PDF_FILES } from "./island-chunks.mjs";
import { UNUSED_PARTS, withoutUnusedParts } from "./pdf-library.mjs";

describe("jsPDF as the build takes it", () => {
  it("asks for none of its HTML and SVG parts", () => {
    const code = readFileSync(
      new URL("../../node_modules/jspdf/dist/jspdf.es.min.js", import.meta.url),
      "utf8",
    );
    for (const name of UNUSED_PARTS) expect(code).toContain(`import("${name}")`);
    const built = withoutUnusedParts(code);
    for (const name of UNUSED_PARTS) {
      expect(built).not.toContain(`import("${name}")`);
      expect(built).toContain(`Promise.reject(new Error("${name} is not included"))`);
    }
  });
});

describe("the PDF's files", () => {
  it("hold jsPDF apart from the islands' files, the button with the order tools", () => {
    expect(PDF_LIBRARY.test("/p/node_modules/jspdf/dist/jspdf.es.min.js")).toBe(true);
    expect(PDF_LIBRARY.test("/p/node_modules/fflate/esm/browser.js")).toBe(true);
    expect(PDF_LIBRARY.test("/p/node_modules/react/index.js")).toBe(false);
    expect(ORDER_TOOLS.test("/p/app/features/cart/pdf/share-pdf-button.tsx")).toBe(true);
    expect(ORDER_TOOLS.test("/p/app/content/store/quotation-pdf.ts")).toBe(true);
    // The drawing is loaded by import(): its own file.
    expect(ORDER_TOOLS.test("/p/app/features/cart/pdf/quotation-pdf.ts")).toBe(false);
  });

  it("are named so the offline copy tells them apart", () => {
    expect(QUOTATION_PDF_FILES.test("quotation-pdf.DXn0e42q.js")).toBe(true);
    expect(QUOTATION_PDF_FILES.test("quotation-pdf-library.DlHz-n0B.js")).toBe(true);
    expect(QUOTATION_PDF_FILES.test("quotation-island.CmzNt-qN.js")).toBe(false);
  });
});
