// jsPDF draws HTML (html2canvas, DOMPurify) and SVG (canvg) through parts it loads only when asked (import()); the
// quotation's PDF uses none of them. This Vite plugin makes those calls fail as a missing optional part does, so the
// build neither ships those libraries nor ties jsPDF's file to the bundler's loading helper the islands share.

/** jsPDF's optional parts, as its module asks for them. */
export const UNUSED_PARTS = ["html2canvas", "dompurify", "canvg"];

const CALL = new RegExp(`import\\((["'\`])(${UNUSED_PARTS.join("|")})\\1\\)`, "g");

/**
 * jsPDF's code with each call for an optional part replaced by a refusal.
 * @param {string} code
 */
export function withoutUnusedParts(code) {
  return code.replace(CALL, (_, _quote, name) => `Promise.reject(new Error("${name} is not included"))`);
}

/** @returns {import("vite").Plugin} */
export function pdfLibrary() {
  return {
    name: "pdf-library",
    enforce: "pre",
    transform(code, id) {
      if (!/node_modules[\\/]jspdf[\\/]dist[\\/]/.test(id)) return undefined;
      return { code: withoutUnusedParts(code), map: null };
    },
  };
}
