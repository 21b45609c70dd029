// @vitest-environment node
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type MetaDescriptor } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { businessLines, footerQuickLinks, mainLinks, servicesLink } from "./content/navigation";
import { placeholderPages } from "./content/placeholder-pages";
import { serviceLines } from "./content/services";
import { site } from "./content/site";
import routes from "./routes";
import { REDIRECTS } from "./routes/redirects";
import { NOT_INDEXED, prerenderPaths, sitePages, sitemapPaths } from "./site-pages";

/** Search engines show about 160 characters of a description; shorter than 50 says too little. */
const DESCRIPTION_LENGTH = { min: 50, max: 160 } as const;

/** The route of `table` React Router renders for an address (the not-found route for none). */
function routeFor(table: readonly RouteConfigEntry[], path: string): RouteConfigEntry | undefined {
  const objects = table.map((entry) =>
    entry.index
      ? { index: true as const, entry }
      : { path: entry.path, caseSensitive: entry.caseSensitive, entry },
  );
  return matchRoutes(objects, path)?.at(-1)?.route.entry;
}

/** The routes of `table` (not-found aside) with no address in `paths`: a page the list misses. */
function unlisted(table: readonly RouteConfigEntry[], paths: readonly string[]): string[] {
  return table
    .filter((entry) => entry.path !== "*")
    .filter((entry) => !paths.some((path) => routeFor(table, path) === entry))
    .map((entry) => entry.id ?? entry.file);
}

const pages = sitePages().filter((page) => page.kind === "page");

describe("the prerender list and the sitemap, from the route table", () => {
  it("prerender every route of the table, and the sitemap lists every page route that search engines may index", () => {
    expect(unlisted(routes, prerenderPaths())).toEqual([]);
    const pageRoutes = routes.filter((entry) => sitePages([entry]).some((page) => page.kind === "page"));
    const indexable = pageRoutes.filter((entry) =>
      sitePages([entry]).some((page) => !NOT_INDEXED.includes(page.path)),
    );
    expect(unlisted(indexable, sitemapPaths())).toEqual([]);
  });

  it("catch a page added to the route table that a list misses", () => {
    const added = [...routes, { path: "careers", file: "routes/careers.tsx", caseSensitive: true }];
    expect(unlisted(added, prerenderPaths())).toEqual(["routes/careers.tsx"]);
    expect(sitePages(added).map((page) => page.path)).toContain("/careers");
  });

  it("fail the build for an address parameter the catalogue gives no values", () => {
    expect(() => sitePages([{ path: "store/brand/:brand", file: "routes/brand.tsx" }])).toThrow(/:brand/);
  });

  it("agree with React Router's own reading of the table", () => {
    expect(() => prerenderPaths(["/", "/about", "/careers"])).toThrow(/\/careers/);
    expect(prerenderPaths(["/", "/about", "/store"])).toContain("/store/product/prod-001");
  });

  it("list each address once", () => {
    const paths = prerenderPaths();
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("route each old service address to the redirect, and link each from the services page", () => {
    expect(
      sitePages()
        .filter((page) => page.kind === "redirect")
        .map((page) => page.path),
    ).toEqual(Object.keys(REDIRECTS));
    expect(Object.values(REDIRECTS)).toEqual(businessLines.map((line) => line.href));
    expect(serviceLines.map((line) => line.href)).toEqual(Object.keys(REDIRECTS));
  });

  it("link the menu only to pages of the table", () => {
    const links = [
      servicesLink,
      ...mainLinks,
      ...footerQuickLinks,
      ...businessLines.flatMap((line) => [line, ...line.children]),
    ];
    const paths = pages.map((page) => page.path);
    for (const link of links) expect(paths).toContain(link.href);
  });

  it("have placeholder copy for exactly the pages the under-construction module serves", () => {
    const served = pages
      .filter((page) => page.file === "routes/under-construction.tsx")
      .map((page) => page.path);
    expect(Object.keys(placeholderPages).sort()).toEqual([...served].sort());
  });
});

interface RouteModule {
  meta?: (args: unknown) => MetaDescriptor[];
  loader?: (args: unknown) => unknown;
}

/** A page's meta tags as the prerender writes them: its module's loader (if any), then its `meta`. */
async function prerenderedMeta(path: string, file: string): Promise<MetaDescriptor[]> {
  const module = (await import(/* @vite-ignore */ `./${file}`)) as RouteModule;
  const entry = routeFor(routes, path);
  const match = matchRoutes([{ path: entry?.index ? "/" : entry?.path }], path);
  const params = match?.[0]?.params ?? {};
  const loaderData = module.loader?.({ params, request: new Request(`https://x${path}`) });
  if (!module.meta) throw new Error(`${file} has no meta`);
  return module.meta({ params, loaderData, location: { pathname: path }, matches: [] });
}

const tag = (meta: MetaDescriptor[], key: string, value: string) =>
  meta.find((candidate) => (candidate as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined;

describe("every page's meta, from its route module", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("gives each page a unique title, a description of 50 to 160 characters, its own canonical address, and noindex exactly where the sitemap leaves it out", async () => {
    vi.stubEnv("SSR", true);
    const listed = sitemapPaths();
    const titles: string[] = [];
    for (const { path, file } of pages) {
      const meta = await prerenderedMeta(path, file);
      const title: unknown = (
        meta.find((candidate) => "title" in candidate) as { title?: unknown } | undefined
      )?.title;
      expect(title, path).toBeTypeOf("string");
      titles.push(String(title));
      const description = tag(meta, "name", "description")?.content ?? "";
      expect(description.length, path).toBeGreaterThanOrEqual(DESCRIPTION_LENGTH.min);
      expect(description.length, path).toBeLessThanOrEqual(DESCRIPTION_LENGTH.max);
      expect(description, path).not.toMatch(/\s$|undefined|NaN/);
      expect(tag(meta, "rel", "canonical")?.href, path).toBe(new URL(path, site.siteUrl).href);
      expect(tag(meta, "name", "robots")?.content === "noindex", path).toBe(!listed.includes(path));
    }
    expect(new Set(titles).size).toBe(titles.length);
  });
});
