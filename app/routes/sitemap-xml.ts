import { sitemapXml } from "~/lib/sitemap";

// Resource route, prerendered to build/client/sitemap.xml from the same site map as the pages.
export function loader() {
  return new Response(sitemapXml(), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
