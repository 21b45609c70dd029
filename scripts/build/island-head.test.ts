import { describe, expect, it } from "vitest";
import {
  islandEntries,
  staticClosure,
  withIslandStyleInHead,
  withPreloads,
  type ChunkImports,
} from "./island-head.ts";

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Page</title></head><body>${body}</body></html>`;

const island = (client: string, component: string, extra = "") =>
  `<astro-island uid="1" component-url="${component}" component-export="Island" renderer-url="/assets/client.js" props="{}" ssr client="${client}" ${extra}></astro-island>`;

describe("islandEntries", () => {
  it("takes the component and renderer of every island that loads at once, each once", () => {
    const html = page(
      island("load", "/assets/purchase.js") +
        island("load", "/assets/tabs.js", 'before-hydration-url="/assets/before.js"') +
        island("visible", "/assets/carousel.js") +
        island("idle", "/assets/later.js"),
    );
    expect(islandEntries(html)).toEqual([
      "/assets/purchase.js",
      "/assets/client.js",
      "/assets/tabs.js",
      "/assets/before.js",
    ]);
  });

  it("finds none on a page without islands", () => {
    expect(islandEntries(page("<main><p>About us</p></main>"))).toEqual([]);
  });
});

describe("staticClosure", () => {
  const imports: ChunkImports = new Map([
    ["/assets/purchase.js", ["/assets/island-root.js", "/assets/react.js"]],
    ["/assets/island-root.js", ["/assets/react.js", "/assets/runtime.js"]],
    ["/assets/client.js", ["/assets/react.js", "/assets/react-dom.js"]],
    ["/assets/react.js", ["/assets/runtime.js"]],
    ["/assets/runtime.js", []],
    ["/assets/react-dom.js", ["/assets/react.js"]],
  ]);

  it("follows every static import to the end, each file once, the entries first", () => {
    expect(staticClosure(["/assets/purchase.js", "/assets/client.js"], imports)).toEqual([
      "/assets/purchase.js",
      "/assets/client.js",
      "/assets/island-root.js",
      "/assets/react.js",
      "/assets/react-dom.js",
      "/assets/runtime.js",
    ]);
  });
});

describe("withPreloads", () => {
  it("puts a modulepreload for each file at the top of <head>, right after the character set", () => {
    const html = withPreloads(page(""), ["/assets/a.js", "/assets/b.js"]);
    expect(html).toContain(
      '<head><meta charset="utf-8"><link rel="modulepreload" href="/assets/a.js"><link rel="modulepreload" href="/assets/b.js"><title>',
    );
  });

  it("leaves a page that preloads them already as it is", () => {
    const once = withPreloads(page(""), ["/assets/a.js"]);
    expect(withPreloads(once, ["/assets/a.js"])).toBe(once);
  });

  it("refuses a page without a head", () => {
    expect(() => withPreloads("<p>fragment</p>", ["/assets/a.js"])).toThrow(/without <head>/);
  });
});

describe("withIslandStyleInHead", () => {
  const style = "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";

  it("moves Astro's island style from the body to the end of the head", () => {
    const html = withIslandStyleInHead(page(`<main>${style}${island("load", "/assets/a.js")}</main>`));
    expect(html).toContain(`<title>Page</title>${style}</head>`);
    expect(html.slice(html.indexOf("<body"))).not.toContain("<style>");
  });

  it("leaves a page without it as it is", () => {
    const html = page("<main><style>p{color:red}</style></main>");
    expect(withIslandStyleInHead(html)).toBe(html);
  });
});
