// @vitest-environment node
import { describe, expect, it } from "vitest";
import { islands, moduleGraph, withIslandPreloads } from "./island-preloads.mjs";

/** A small build's scripts: React's renderer, the framework, two islands sharing the site's code, a lazy chunk. */
const CODE: Record<string, string> = {
  "/assets/client.js": 'import{r}from"./framework.js";export default r;',
  "/assets/framework.js": "export const r = 1;",
  "/assets/cart.js": 'import{s}from"./site.js";import"./framework.js";const t=()=>import("./toaster.js");',
  "/assets/site.js": 'import"./framework.js";export const s = 1;',
  "/assets/carousel.js": 'import"./site.js";export const c = 1;',
  "/assets/toaster.js": "export const t = 1;",
};
const read = (url: string) => {
  const code = CODE[url];
  if (code === undefined) throw new Error(`no file ${url}`);
  return code;
};

const island = (client: string, component: string) =>
  `<astro-island uid="${component}" component-url="/assets/${component}.js" component-export="X" ` +
  `renderer-url="/assets/client.js" props="{}" ssr="" client="${client}"></astro-island>`;
const page = (body: string) =>
  `<!DOCTYPE html><html><head><title>Page</title></head><body>${body}</body></html>`;
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]);

describe("islands", () => {
  it("reads each island's directive and the two files Astro's runtime imports for it", () => {
    expect(islands(page(island("load", "cart") + island("visible", "carousel")))).toEqual([
      { directive: "load", files: ["/assets/client.js", "/assets/cart.js"] },
      { directive: "visible", files: ["/assets/client.js", "/assets/carousel.js"] },
    ]);
  });
});

describe("moduleGraph", () => {
  it("follows static imports only: what import() loads comes later", () => {
    expect([...moduleGraph("/assets/cart.js", read)]).toEqual([
      "/assets/cart.js",
      "/assets/site.js",
      "/assets/framework.js",
    ]);
  });
});

describe("withIslandPreloads", () => {
  it("asks for every file of the islands that start with the page from <head>, each once, the renderer first", () => {
    const html = withIslandPreloads(page(island("load", "cart") + island("idle", "cart")), read);
    expect(preloads(html)).toEqual([
      "/assets/client.js",
      "/assets/framework.js",
      "/assets/cart.js",
      "/assets/site.js",
    ]);
    expect(html.indexOf("modulepreload")).toBeLessThan(html.indexOf("</head>"));
  });

  it("leaves the files of an island that waits for the screen to load then", () => {
    const html = withIslandPreloads(page(island("load", "cart") + island("visible", "carousel")), read);
    expect(preloads(html)).not.toContain("/assets/carousel.js");
    expect(preloads(withIslandPreloads(page(island("visible", "carousel")), read))).toEqual([]);
  });

  it("leaves a page without islands, or with its preloads already there, as it was", () => {
    const plain = page("<p>About us</p>");
    expect(withIslandPreloads(plain, read)).toBe(plain);
    const done = withIslandPreloads(page(island("load", "cart")), read);
    expect(withIslandPreloads(done, read)).toBe(done);
  });
});
