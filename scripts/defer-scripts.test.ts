// @vitest-environment node
import { parseSync } from "vite";
import { describe, expect, it } from "vitest";
import { deferScripts } from "./defer-scripts.mjs";

// The shape React Router 7 prerenders: preloads in <head>, one inline module at the end of <body>.
const page = (body = "") =>
  `<head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/manifest.js"/>` +
  `<link rel="modulepreload" href="/assets/framework.js"/><link rel="modulepreload" href="/assets/root.js"/></head>` +
  `<body><main>Hello</main><script type="module" async="">import "/assets/manifest.js";\n` +
  `import * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/home.js";\n${body}` +
  `  \n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n` +
  `import("/assets/entry.client.js");</script><script>window.after = 1;</script></body>`;

const loaderOf = (html: string) =>
  /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

describe("deferScripts", () => {
  it("leaves a page without scripts as it is", () => {
    const html = `<head><link rel="stylesheet" href="/a.css"/></head><body><script>location.replace("/x")</script></body>`;
    expect(deferScripts(html)).toBe(html);
  });

  it("removes the preloads from <head> and starts the same files after the first contentful paint", () => {
    const html = deferScripts(page());
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain("<main>Hello</main>");
    expect(html).toContain("<script>window.after = 1;</script>");

    const loader = loaderOf(html);
    const waitsAt = loader.indexOf('getEntriesByName("first-contentful-paint")');
    expect(waitsAt).toBeGreaterThanOrEqual(0);
    expect(
      loader.indexOf('["/assets/manifest.js","/assets/framework.js","/assets/root.js"]'),
    ).toBeGreaterThan(waitsAt);
    expect(loader).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest.js"), import("/assets/root.js"), ' +
        'import("/assets/home.js")]);',
    );
    // The route modules are registered before the entry starts hydrating.
    expect(loader.indexOf("window.__reactRouterRouteModules")).toBeLessThan(
      loader.indexOf('import("/assets/entry.client.js")'),
    );
    expect(loader).not.toMatch(/^import\s+["*{]/m);
  });

  it("keeps the preloads at low priority on a page whose content awaits its scripts", () => {
    const html = deferScripts(
      page().replace("<main>Hello</main>", '<main><div data-awaits-scripts="">…</div></main>'),
    );
    expect(html).toContain('<link rel="modulepreload" href="/assets/manifest.js" fetchpriority="low"/>');
    expect(html).toContain('<link rel="modulepreload" href="/assets/framework.js" fetchpriority="low"/>');
    expect(html).toContain('<link rel="modulepreload" href="/assets/root.js" fetchpriority="low"/>');
    expect(html).not.toContain('<link rel="modulepreload" href="/assets/root.js"/>');

    const loader = loaderOf(html);
    // Fetched from the start, run after the first paint.
    expect(loader).not.toContain("createElement");
    expect(loader.indexOf('getEntriesByName("first-contentful-paint")')).toBeLessThan(
      loader.indexOf('import("/assets/manifest.js")'),
    );
    const { errors } = parseSync("loader.mjs", loader, { sourceType: "module" });
    expect(errors).toEqual([]);
  });

  it("writes a loader that parses as a module", () => {
    const { errors } = parseSync("loader.mjs", loaderOf(deferScripts(page())), { sourceType: "module" });
    expect(errors).toEqual([]);
  });

  it("fails the build when React Router's markup is not what it expects", () => {
    expect(() => deferScripts(page('import { other } from "/assets/other.js";\n'))).toThrow(/shape/);
    expect(() =>
      deferScripts(page().replace("</body>", '<script type="module" async="">1</script></body>')),
    ).toThrow(/one inline module/);
    expect(() => deferScripts('<link rel="modulepreload" href="/a.js"/>')).toThrow(/one inline module/);
  });
});
