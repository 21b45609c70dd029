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

/** Where a product file names an upload: config.yml's public_folder. */
export const PUBLIC_FOLDER = "/photos";

/**
 * The photos chosen in this page's pickers, by the address the product's file will name (/photos/<file>): an
 * address of the chosen file itself. Until Publish an upload is only in the browser, and its /photos/ address
 * answers "not found" (the local backend writes it, and the live site's build serves it, only once saved), so the
 * form and the preview show the chosen file instead.
 * @type {Map<string, string>}
 */
export const chosenPhotos = new Map();

/**
 * Keeps the files a picker holds, under each name the upload may be given: its own, and with its spaces as hyphens
 * (as Decap names the file it saves).
 * @param {HTMLInputElement} input
 * @param {(file: Blob) => string} addressOf URL.createObjectURL in the browser
 */
export function rememberChosen(input, addressOf) {
  for (const file of Array.from(input.files ?? [])) {
    const address = addressOf(file);
    for (const name of new Set([file.name, file.name.replace(/\s+/g, "-")]))
      chosenPhotos.set(`${PUBLIC_FOLDER}/${name}`, address);
  }
}

/**
 * The chosen file's address for a photo a product names (/photos/<file>, or the page's full address of it), or
 * undefined for one that is saved or on the image host.
 * @param {string} image
 * @param {string} base the page's address, for a full address
 */
export function chosenPhoto(image, base) {
  let path;
  try {
    path = decodeURIComponent(new URL(image, base).pathname);
  } catch {
    return undefined;
  }
  return chosenPhotos.get(path);
}

/**
 * Points every <img> under `root` that shows a photo chosen but not yet saved at the chosen file.
 * @param {ParentNode} root
 * @param {string} base
 */
export function showChosen(root, base) {
  for (const img of root.querySelectorAll("img")) {
    const image = /** @type {HTMLImageElement} */ (img);
    const address = chosenPhoto(image.getAttribute("src") ?? "", base);
    if (address && image.getAttribute("src") !== address) image.src = address;
  }
}

/**
 * Keeps narrowing the pickers Decap draws (the image field's and its media library's) as they appear, keeps the
 * files chosen in them, and shows a chosen photo in the form at once.
 * @param {Document} document
 */
export function watchPhotoPickers(document) {
  const base = document.location.href;
  narrowPhotoPickers(document);
  document.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (input instanceof HTMLInputElement && input.type === "file")
        rememberChosen(input, (file) => URL.createObjectURL(file));
    },
    true,
  );
  new MutationObserver(() => {
    narrowPhotoPickers(document);
    showChosen(document, base);
  }).observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ["src"],
  });
}
