// robots.txt: every crawler welcome, pointed at the sitemap.
import { site } from "~/content/site";
import { robotsTxt } from "~/lib/sitemap";

export const GET = () =>
  new Response(robotsTxt(site.siteUrl), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
