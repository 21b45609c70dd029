// How the islands' code is cut into files (Rolldown's code splitting, for the browser's build only). Every file
// is a request, and on a slow phone line a request costs more than the few kilobytes a page would save by leaving
// out code it does not run: so React and its renderer make one file, and the site's code that two or more islands
// share makes one more, beside each island's own file. A page with islands then loads three or four files, all
// asked for from its <head> at once (scripts/build/island-preloads.mjs), instead of a dozen small ones that the
// browser, six at a time to one host over HTTP/1.1, would take in several rounds.

/** React, React DOM, Astro's React renderer and the bundler's own helpers: every island needs them, and they change only on upgrades. */
export const FRAMEWORK_CODE =
  /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]|rolldown[\\/]runtime/;

/** Rolldown's `output.codeSplitting` for the browser's build (astro.config.mjs). */
/**
 * Anything but the kept enquiries' delivery, which the contact form and every page's small watcher share (where
 * the site has a contact endpoint): it stays out of the islands' shared file, in a file of its own.
 */
export const NOT_ENQUIRY_DELIVERY =
  /^(?!.*app[\\/](features[\\/]contact[\\/]delivery|content[\\/]contact-form)[\\/])/;

/**
 * jsPDF and what it alone uses, for the quotation's PDF: one file beside the code that draws the quotation with
 * it (features/cart/pdf/quotation-pdf.ts, loaded by import() when the buyer asks for the PDF, its own file). No
 * island's shared file takes a part of either; the offline copy keeps them once fetched, never ahead (scripts/build/service-worker.mjs).
 */
export const PDF_LIBRARY = /node_modules[\\/](jspdf|fflate|fast-png|iobuffer|pako|@babel[\\/]runtime)[\\/]/;

/** The PDF's code: the drawing's own file, `quotation-pdf.<hash>.js`, and jsPDF's, `quotation-pdf-library.<hash>.js`. */
export const QUOTATION_PDF_FILES = /^quotation-pdf(-library)?\.[\w-]+\.js$/;
const PDF_DRAWING = /app[\\/]features[\\/]cart[\\/]pdf[\\/]quotation-pdf\.ts/;

/**
 * The cart's list links, order references, kept orders and the PDF's button (not its code), which the cart, the
 * quotation, the shared list's page and Your orders share: a file of their own, so the store and contact pages do
 * not carry them.
 */
export const ORDER_TOOLS =
  /app[\\/](features[\\/]cart[\\/](orders[\\/]|share[\\/]|pdf[\\/](?!quotation-pdf\.ts))|content[\\/]store[\\/](share-list|shared-list-page|orders-page|quotation-pdf)\.ts)/;

export const ISLAND_CHUNKS = {
  groups: [
    { name: "framework", test: FRAMEWORK_CODE, priority: 2 },

    // Whatever two or more files would share (the cart's store, the island root, icons, helpers, content): one
    // file. Code only one island uses stays in that island's file; code loaded later (import()) in its own.
    {
      name: "site",
      test: (/** @type {string} */ id) =>
        NOT_ENQUIRY_DELIVERY.test(id) &&
        !ORDER_TOOLS.test(id) &&
        !PDF_LIBRARY.test(id) &&
        !PDF_DRAWING.test(id),
      minShareCount: 2,
      priority: 1,
    },
    // After the site's file has taken what they depend on.
    { name: "order-tools", test: ORDER_TOOLS, minShareCount: 2, priority: 0 },
    // jsPDF's modules use nothing but each other (scripts/build/pdf-library.mjs): taken whole, with nothing of the others.
    { name: "quotation-pdf-library", test: PDF_LIBRARY, priority: 3 },
  ],
};
