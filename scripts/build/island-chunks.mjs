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
 * The cart's list links, order references and kept orders, which the cart, the quotation, the shared list's page
 * and Your orders share: a file of their own, so the store and contact pages do not carry them.
 */
export const ORDER_TOOLS =
  /app[\\/](features[\\/]cart[\\/](orders|share)[\\/]|content[\\/]store[\\/](share-list|shared-list-page|orders-page)\.ts)/;

export const ISLAND_CHUNKS = {
  groups: [
    { name: "framework", test: FRAMEWORK_CODE, priority: 2 },
    // Whatever two or more files would share (the cart's store, the island root, icons, helpers, content): one
    // file. Code only one island uses stays in that island's file; code loaded later (import()) in its own.
    {
      name: "site",
      test: (/** @type {string} */ id) => NOT_ENQUIRY_DELIVERY.test(id) && !ORDER_TOOLS.test(id),
      minShareCount: 2,
      priority: 1,
    },
    // After the site's file has taken what they depend on.
    { name: "order-tools", test: ORDER_TOOLS, minShareCount: 2, priority: 0 },
  ],
};
