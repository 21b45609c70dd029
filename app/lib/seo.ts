import type { MetaDescriptor } from "react-router";
import { NOINDEX_PATHS, type PageEntry } from "~/content/pages";
import { site } from "~/content/site";
import { absoluteUrl } from "./absolute-url";
import { structuredDataFor } from "./structured-data";

export { absoluteUrl };

/** The share image (public/og-image.png) link previews show: 1200 x 630, the size Open Graph recommends. */
export const SHARE_IMAGE = { path: "/og-image.png", width: 1200, height: 630, alt: site.name } as const;

/** The picture a link preview shows for a page (Open Graph and X), with its full address. */
export interface ShareImage {
  url: string;
  width: number;
  height: number;
  type: string;
  alt: string;
}

/** The site's logo card: what every page but a product's shares. */
export function siteShareImage(): ShareImage {
  const { path, width, height, alt } = SHARE_IMAGE;
  return { url: absoluteUrl(path), width, height, type: "image/png", alt };
}

export function documentTitle(title: string): string {
  return title === site.name ? title : `${title} | ${site.name}`;
}

/**
 * Title, description, canonical URL, sharing tags and the page's structured data (JSON-LD, see
 * structured-data.ts), so every route gets them from its page entry alone. The share image's tags (`image`, the
 * site's logo card by default) and the JSON-LD are written into the prerendered HTML only: link previews and
 * crawlers read them there, and leaving them (and the catalogue the JSON-LD describes) out of the browser bundle
 * saves every page about 7 KB gzip. React 19 skips the extra head tags when it hydrates.
 */
export function metaFor(
  entry: PageEntry,
  options: { noindex?: boolean; image?: ShareImage } = {},
): MetaDescriptor[] {
  const title = documentTitle(entry.title);
  const url = absoluteUrl(entry.path);
  const noindex = options.noindex ?? NOINDEX_PATHS.includes(entry.path);
  return [
    { title },
    { name: "description", content: entry.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "en_GB" },
    { property: "og:title", content: title },
    { property: "og:description", content: entry.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: entry.description },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...(import.meta.env.SSR ? shareImageTags(options.image ?? siteShareImage()) : []),
    ...(import.meta.env.SSR && !noindex
      ? structuredDataFor(entry.path).map((data) => ({ "script:ld+json": data }))
      : []),
  ];
}

function shareImageTags(share: ShareImage): MetaDescriptor[] {
  return [
    { property: "og:image", content: share.url },
    { property: "og:image:type", content: share.type },
    { property: "og:image:width", content: String(share.width) },
    { property: "og:image:height", content: String(share.height) },
    { property: "og:image:alt", content: share.alt },
    { name: "twitter:image", content: share.url },
    { name: "twitter:image:alt", content: share.alt },
  ];
}

/** Meta tags for a page listed in content/pages.ts; throws at build time if a route forgot its entry. */
