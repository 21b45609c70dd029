import { site } from "~/content/site";

/** A site path as a full URL on the public origin (VITE_SITE_URL): canonical links, sharing tags, sitemap. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.siteUrl).href;
}
