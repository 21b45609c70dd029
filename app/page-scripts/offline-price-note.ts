// The line pages with prices show while the device is offline: the prices are as of the day the site was built
// and sales confirm them. Its element (features/catalog/offline-price-note.tsx) holds the line in a <template>;
// this writes it into the element's status region while the device says it is offline, and takes it out when the
// connection comes back, so screen readers announce each change.

/**
 * Follows the connection for every note on the page. It runs as its source text (before-scripts/inline-script.tsx),
 * so it uses only its argument and browser globals.
 * @param attribute the attribute each note's element carries
 */
export function followOfflinePriceNotes(attribute: string): void {
  const notes = [...document.querySelectorAll(`[${attribute}]`)];
  const show = () => {
    for (const note of notes) {
      const status = note.querySelector('[role="status"]');
      const line = note.querySelector("template");
      if (!status || !line) continue;
      if (navigator.onLine) status.replaceChildren();
      else if (status.childElementCount === 0) status.replaceChildren(line.content.cloneNode(true));
    }
  };
  show();
  addEventListener("online", show);
  addEventListener("offline", show);
}
