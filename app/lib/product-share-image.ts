// A product's share image: its own photo, so a product link shows the product. Apart from seo.ts so that only the
// product page's code carries it.
import { absoluteUrl } from "./absolute-url";
import { builtPhoto } from "./photos";
import { builtShareFile, SHARE_PHOTO } from "./share-photo";
import { siteShareImage, type ShareImage, type SiteIdentity } from "./seo";

/**
 * A product's own photo at 1200 x 630, so a product link shows the product: the share image the build made from
 * an uploaded photo (at most 100 KB); for another host's photo, that image service's own 1200 x 630 crop as a JPEG
 * (its w= and h=); otherwise the site's logo card.
 */
export function productShareImage(
  { image, name }: { image: string; name: string },
  site: SiteIdentity,
): ShareImage {
  const stem = builtPhoto(image);
  const url = stem ? absoluteUrl(builtShareFile(stem), site.url) : imageServiceCrop(image);
  return url ? { url, ...SHARE_PHOTO, alt: name } : siteShareImage(site);
}

/** The image service's 1200 x 630 JPEG crop of a photo whose https address sets its width (w=), or undefined. */
function imageServiceCrop(image: string): string | undefined {
  try {
    const url = new URL(image);
    if (url.protocol !== "https:" || !url.searchParams.has("w")) return undefined;
    url.searchParams.delete("auto");
    const crop = { fit: "crop", w: SHARE_PHOTO.width, h: SHARE_PHOTO.height, fm: "jpg" };
    for (const [key, value] of Object.entries(crop)) url.searchParams.set(key, String(value));
    return url.href;
  } catch {
    return undefined;
  }
}
