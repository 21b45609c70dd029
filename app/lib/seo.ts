import { absoluteUrl } from "./absolute-url";
import type { JsonLd } from "./structured-data";

export { absoluteUrl };

/** One tag of a page's <head>: its title, a meta tag, a link, or a block of structured data (JSON-LD). */
export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string }
  | { "script:ld+json": JsonLd };

/** The site as its pages' tags name it: its name and its public origin (VITE_SITE_URL). */
export interface SiteIdentity {
  name: string;
  url: string;
}

/** What a page's tags say of it: its address, title and description. */
export interface PageHead {
  path: string;
  title: string;
  description: string;
}

/** The share image (public/og-image.png) link previews show: 1200 x 630, the size Open Graph recommends. */
export const SHARE_IMAGE = { path: "/og-image.png", width: 1200, height: 630 } as const;

/** The picture a link preview shows for a page (Open Graph and X), with its full address. */
export interface ShareImage {
  url: string;
  width: number;
  height: number;
  type: string;
  alt: string;
}

/** The site's logo card, described by the site's name: what every page but a product's shares. */
export function siteShareImage(site: SiteIdentity): ShareImage {
  const { path, width, height } = SHARE_IMAGE;
  return { url: absoluteUrl(path, site.url), width, height, type: "image/png", alt: site.name };
}

export function documentTitle(title: string, siteName: string): string {
  return title === siteName ? title : `${title} | ${siteName}`;
}

export interface MetaOptions {
  /** Search engines are told to skip the page (and it publishes no structured data). */
  noindex?: boolean;
  /** The share image: the site's logo card by default. */
  image?: ShareImage;
  /** The page's JSON-LD blocks (structured-data.ts). */
  structuredData?: readonly JsonLd[];
}

/**
 * Title, description, canonical URL, sharing tags (the share image: `image`, the site's logo card by default) and
 * the page's structured data (JSON-LD, see structured-data.ts), as the page's <head> writes them
 * (layouts/page-head.astro). A page search engines skip publishes no structured data.
 */
export function metaFor(page: PageHead, site: SiteIdentity, options: MetaOptions = {}): MetaDescriptor[] {
  const title = documentTitle(page.title, site.name);
  const url = absoluteUrl(page.path, site.url);
  const noindex = options.noindex ?? false;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "en_GB" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...shareImageTags(options.image ?? siteShareImage(site)),
    ...(noindex ? [] : (options.structuredData ?? []).map((data) => ({ "script:ld+json": data }))),
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
