import { site } from "~/content/site";
import { sitemapXml } from "~/lib/sitemap";
import { sitemapPaths } from "~/site-pages";

// Resource route, prerendered to build/client/sitemap.xml from the same route table as the pages.
export function loader() {
  return new Response(sitemapXml(sitemapPaths(), site.siteUrl), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
