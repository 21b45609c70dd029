// @vitest-environment node
import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { robotsTxt, sitemapXml } from "./sitemap";

const origin = site.siteUrl;
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe("sitemapXml", () => {
  const xml = sitemapXml(["/", "/about"], origin);

  it("is a sitemaps.org urlset", () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("lists the paths it is given, in order, as absolute URLs on the site's origin", () => {
    expect(locs(xml)).toEqual([`${origin}/`, `${origin}/about`]);
    expect(locs(sitemapXml(["/contact"], "https://example.org"))).toEqual(["https://example.org/contact"]);
  });

  it("escapes what XML does not allow in text (URLs percent-encode the rest)", () => {
    expect(locs(sitemapXml(["/a?b=1&c=<2>"], origin))).toEqual([`${origin}/a?b=1&amp;c=%3C2%3E`]);
  });
});

describe("robotsTxt", () => {
  it("allows every crawler and points to the sitemap", () => {
    expect(robotsTxt(origin)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
  });
});
