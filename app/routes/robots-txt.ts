import { site } from "~/content/site";
import { robotsTxt } from "~/lib/sitemap";

// Resource route, prerendered to build/client/robots.txt.
export function loader() {
  return new Response(robotsTxt(site.siteUrl), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
