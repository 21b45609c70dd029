/** The attribute every site photo carries (components/ui/image.tsx); "failed" once it could not load. */
export const PHOTO_ATTRIBUTE = "data-photo";

/**
 * Inline script for <head>: a photo that cannot load (the image host unreachable, the signal gone) is marked
 * `data-photo="failed"`, and the stylesheet shows its labelled placeholder instead (app.css). It listens before
 * the body is parsed, so it sees every photo's failure, on pages with no island as on pages with one. It runs as
 * its source text (inline-script.tsx).
 */
export function markFailedPhotos(attribute: string): void {
  document.addEventListener(
    "error",
    (event) => {
      const photo = event.target;
      if (photo instanceof HTMLImageElement && photo.hasAttribute(attribute))
        photo.setAttribute(attribute, "failed");
    },
    true,
  );
}
