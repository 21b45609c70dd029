import type { MetaDescriptor } from "react-router";
import { NOINDEX_PATHS, pageEntry, type PageEntry } from "~/content/site-map";
import { site } from "~/content/site";

const SHARE_IMAGE = "/og-image.png";

export function absoluteUrl(path: string): string {
  return new URL(path, site.siteUrl).href;
}

export function documentTitle(title: string): string {
  return title === site.name ? title : `${title} | ${site.name}`;
}

/** Title, description, canonical URL and sharing tags for a page. */
export function metaFor(entry: PageEntry, options: { noindex?: boolean } = {}): MetaDescriptor[] {
  const title = documentTitle(entry.title);
  const url = absoluteUrl(entry.path);
  const image = absoluteUrl(SHARE_IMAGE);
  const noindex = options.noindex ?? NOINDEX_PATHS.includes(entry.path);
  return [
    { title },
    { name: "description", content: entry.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: entry.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: entry.description },
    { name: "twitter:image", content: image },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/** Meta tags for a path listed in the site map; throws at build time if a route forgot its entry. */
export function metaForPath(path: string): MetaDescriptor[] {
  const entry = pageEntry(path);
  if (!entry) throw new Error(`No site-map entry for ${path}`);
  return metaFor(entry);
}
