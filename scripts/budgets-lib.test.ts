// @vitest-environment node
import { describe, expect, it } from "vitest";
import { gzipSize, scanHtml, staticImports } from "./budgets-lib.mjs";
import { deferScripts } from "./defer-scripts.mjs";

describe("scanHtml", () => {
  it("finds preloaded and imported scripts, stylesheets and unsized images", () => {
    const html = `<head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/app.css"/>
      <link rel="icon" href="/favicon.svg"/></head><body><img src="x.jpg" width="10" height="5"/><img src="y.jpg" width="3">
      <script type="module">import "/assets/manifest.js"; import("/assets/entry.js");</script></body>`;
    const result = scanHtml(html);
    expect(result.scripts.sort()).toEqual(["/assets/a.js", "/assets/entry.js", "/assets/manifest.js"]);
    expect(result.styles).toEqual(["/assets/app.css"]);
    expect(result.unsizedImages).toEqual(['<img src="y.jpg" width="3">']);
    expect(result.scriptsBeforePaint.sort()).toEqual(["/assets/a.js", "/assets/manifest.js"]);
    expect(result.imagePreloads).toEqual([]);
  });

  it("counts the files a deferred loader names, none of them before the first paint", () => {
    const html = deferScripts(
      `<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/m.js"/>` +
        `<link rel="modulepreload" href="/assets/chunk.js"/></head><body><script type="module" async="">` +
        `import "/assets/m.js";\nimport * as route0 from "/assets/root.js";\n` +
        `window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.js");</script></body>`,
    );
    const result = scanHtml(html);
    expect(result.scripts.sort()).toEqual([
      "/assets/chunk.js",
      "/assets/entry.js",
      "/assets/m.js",
      "/assets/root.js",
    ]);
    expect(result.scriptsBeforePaint).toEqual([]);
  });

  it("tells low-priority preloads, which may come before the first paint, from the others", () => {
    const awaiting = `<body><div role="status" data-awaits-scripts="">Loading</div></body>`;
    const html = deferScripts(
      `<head><link rel="modulepreload" href="/assets/m.js"/><link rel="modulepreload" href="/assets/chunk.js"/>` +
        `</head>${awaiting}<script type="module" async="">import "/assets/m.js";
` +
        `import * as route0 from "/assets/root.js";
window.__reactRouterRouteModules = {"root":route0};
` +
        `import("/assets/entry.js");</script>`,
    );
    const result = scanHtml(html);
    expect(result.lowPriorityScripts.sort()).toEqual(["/assets/chunk.js", "/assets/m.js"]);
    expect(result.scriptsBeforePaint).toEqual([]);
    expect(result.awaitsScripts).toBe(true);
    expect(scanHtml(`<p>data-awaits-scripts</p>`).awaitsScripts).toBe(false);
  });

  it("lists image preloads", () => {
    const result = scanHtml(
      `<head><link rel="stylesheet" href="/a.css"/><link rel="preload" as="image" href="/hero.jpg"/>`,
    );
    expect(result.imagePreloads).toEqual(["/hero.jpg"]);
  });
});

describe("staticImports", () => {
  it("reads minified import forms and leaves out import() calls, which load later", () => {
    const code = `import{a as b}from"./x.js";import"./y.js";export{c}from"./z.js";const l=()=>import("./lazy.js");`;
    expect(staticImports(code).sort()).toEqual(["./x.js", "./y.js", "./z.js"]);
  });
});

describe("gzipSize", () => {
  it("compresses repeated text well", () => {
    expect(gzipSize("a".repeat(10_000))).toBeLessThan(100);
  });
});
