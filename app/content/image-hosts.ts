// The hosts the pages load images from, for both sides that must agree: the content check refuses a product
// image on any other host (data-files.ts), and the build's Content-Security-Policy allows these and no other
// (scripts/build/security-headers.mjs). No imports and only erasable types: the build scripts load it with
// Node's own type stripping.

/**
 * Hosts the pages load images from; the build refuses a product image (app/data/products/) on any other. A photo
 * staff upload is the site's own: the build serves it from /assets/photos/ (app/lib/photos.ts), which 'self' covers.
 */
export const IMAGE_HOSTS: readonly string[] = ["https://images.unsplash.com"];
