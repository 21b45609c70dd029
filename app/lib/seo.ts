import type { MetaDescriptor } from "react-router";
import { NOINDEX_PATHS, type PageEntry } from "~/content/pages";
import { site } from "~/content/site";
import { absoluteUrl } from "./absolute-url";
import { structuredDataFor } from "./structured-data";

export { absoluteUrl };

/** The share image (public/og-image.png) link previews show: 1200 x 630, the size Open Graph recommends. */
export const SHARE_IMAGE = { path: "/og-image.png", width: 1200, height: 630, alt: site.name } as const;

export function documentTitle(title: string): string {
  return title === site.name ? title : `${title} | ${site.name}`;
}

/**
 * Title, description, canonical URL, sharing tags and the page's structured data (JSON-LD, see
 * structured-data.ts), so every route gets them from its page entry alone. The JSON-LD is written into the
 * prerendered HTML only: crawlers read it there, and leaving it (and the catalogue it describes) out of the browser
 * bundle saves every page about 7 KB gzip. React 19 skips the extra head tags when it hydrates.
 */
export function metaFor(entry: PageEntry, options: { noindex?: boolean } = {}): MetaDescriptor[] {
  const title = documentTitle(entry.title);
  const url = absoluteUrl(entry.path);
  const image = absoluteUrl(SHARE_IMAGE.path);
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
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: SHARE_IMAGE.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: entry.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: SHARE_IMAGE.alt },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...(import.meta.env.SSR && !noindex
      ? structuredDataFor(entry.path).map((data) => ({ "script:ld+json": data }))
      : []),
  ];
}

/** Meta tags for a page listed in content/pages.ts; throws at build time if a route forgot its entry. */
