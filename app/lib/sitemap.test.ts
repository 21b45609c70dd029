// @vitest-environment node
import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { indexablePages, NOINDEX_PATHS } from "~/content/site-map";
import { robotsTxt, sitemapXml } from "./sitemap";
import { productPath } from "~/content/site-routes";

const origin = site.siteUrl;
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe("sitemapXml", () => {
  const xml = sitemapXml();

  it("is a sitemaps.org urlset", () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("lists every indexable page once, as an absolute URL, and no noindex page", () => {
    const urls = locs(xml);
    expect(urls).toEqual(indexablePages().map((entry) => new URL(entry.path, origin).href));
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toContain(`${origin}/`);
    expect(urls).toContain(`${origin}${productPath("prod-015")}`);
    for (const path of NOINDEX_PATHS) expect(urls).not.toContain(`${origin}${path}`);
    expect(urls.some((url) => url?.includes("/services/industrial"))).toBe(false);
  });

  it("escapes what XML does not allow in text (URLs percent-encode the rest)", () => {
    expect(locs(sitemapXml([{ path: "/a?b=1&c=<2>", title: "t", description: "d" }]))).toEqual([
      `${origin}/a?b=1&amp;c=%3C2%3E`,
    ]);
  });
});

describe("robotsTxt", () => {
  it("allows every crawler and points to the sitemap", () => {
    expect(robotsTxt()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
  });
});
