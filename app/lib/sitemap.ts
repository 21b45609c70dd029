// robots.txt (app/pages/robots.txt.ts writes it with robotsTxt). The sitemap itself is written by Astro's sitemap
// integration (astro.config.mjs) and put at /sitemap.xml by scripts/build/sitemap-file.mjs; sitemapXml below is
// no page's any more, only its test's.
import { absoluteUrl } from "./absolute-url";

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** The sitemaps.org XML listing the given site paths at their full address on `siteUrl`. */
export function sitemapXml(paths: readonly string[], siteUrl: string): string {
  const urls = paths.map(
    (path) => `  <url>\n    <loc>${escapeXml(absoluteUrl(path, siteUrl))}</loc>\n  </url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** Lets every crawler in and points it to the sitemap. Noindex pages say so in their own meta tags. */
export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${absoluteUrl("/sitemap.xml", siteUrl)}`, ""].join("\n");
}
