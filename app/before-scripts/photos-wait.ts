/**
 * How long photos below the first screen wait for the page's scripts at most. They normally wait until the page
 * is live (React marks `data-hydrated`); if the scripts never arrive, they load after this time all the same.
 */
export const PHOTOS_WAIT_MS = 10_000;

/**
 * Inline script for <head>. On a slow line, photos below the first screen would share the line with the page's
 * scripts and delay the moment the page works by as long as they take; a buyer does not see them before
 * scrolling. So, until the page is live:
 * - `data-photos-wait` on <html> makes the stylesheet move lazy photos far off screen (a transform: their box
 *   stays where it is, nothing shifts), and the browser's lazy loading leaves them until they come back;
 * - once the HTML is parsed, lazy photos whose place (their parent's box) is in the first screen, at whatever
 *   width and scroll position, get `data-first-screen` and load at once. Pages list photos top to bottom, so the
 *   first one below the screen ends the search.
 * Without JavaScript this does not run and photos load as usual. It runs as its source text (inline-script.tsx).
 */
export function holdLazyPhotos(waitMs: number): void {
  const root = document.documentElement;
  root.setAttribute("data-photos-wait", "");
  setTimeout(() => root.removeAttribute("data-photos-wait"), waitMs);
  document.addEventListener("DOMContentLoaded", () => {
    for (const photo of document.querySelectorAll('img[loading="lazy"]')) {
      // A <picture> around the photo draws no box of its own (display: contents): its parent's stands in.
      const box = (photo.parentElement?.closest(":not(picture)") ?? photo).getBoundingClientRect();
      if (box.top >= innerHeight) break;
      if (box.bottom > 0) photo.setAttribute("data-first-screen", "");
    }
  });
}
