// sitemap.xml and robots.txt, built from the site map (app/content/site-map.ts) that also drives prerendering.
import { indexablePages, type PageEntry } from "~/content/site-map";
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

/** The sitemaps.org XML for the given pages (by default every indexable page). */
export function sitemapXml(entries: readonly PageEntry[] = indexablePages()): string {
  const urls = entries.map(
    (entry) => `  <url>\n    <loc>${escapeXml(absoluteUrl(entry.path))}</loc>\n  </url>`,
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
export function robotsTxt(): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${absoluteUrl("/sitemap.xml")}`, ""].join("\n");
}
