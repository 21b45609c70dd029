// sitemap.xml and robots.txt, from the pages the route passes (app/site-pages.ts reads them from the route table).
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
