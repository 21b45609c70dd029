// The content manager's file pickers for photos offer only what the site can use: JPEG, PNG and WebP (Decap's own
// picker takes any image). A phone then offers its photos in one of those (an iPhone turns HEIC into JPEG), and the
// build never meets a HEIC, GIF or SVG. config.yml's image field refuses any other file name before saving, and
// its max_file_size refuses a file over 15 MB before uploading.

/** The types a product photo may have (app/lib/photos.ts). */
export const PHOTO_TYPES = "image/jpeg,image/png,image/webp";

/**
 * Narrows every photo file picker under `root` to PHOTO_TYPES.
 * @param {ParentNode} root
 */
export function narrowPhotoPickers(root) {
  for (const input of root.querySelectorAll('input[type="file"][accept="image/*"]')) {
    /** @type {HTMLInputElement} */ (input).accept = PHOTO_TYPES;
  }
}

/**
 * Keeps narrowing the pickers Decap draws (the image field's and its media library's) as they appear.
 * @param {Document} document
 */
export function watchPhotoPickers(document) {
  narrowPhotoPickers(document);
  new MutationObserver(() => narrowPhotoPickers(document)).observe(document.body, {
    childList: true,
    subtree: true,
  });
}
