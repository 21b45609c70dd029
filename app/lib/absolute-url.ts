/** A site path as a full URL on the public origin (`siteUrl`, VITE_SITE_URL): canonical links, sharing tags, sitemap. */
export function absoluteUrl(path: string, siteUrl: string): string {
  return new URL(path, siteUrl).href;
}
