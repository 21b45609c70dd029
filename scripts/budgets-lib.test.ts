// @vitest-environment node
import { describe, expect, it } from "vitest";
import { dynamicImports, gzipSize, scanHtml, staticImports } from "./budgets-lib.mjs";

describe("scanHtml", () => {
  it("finds preloaded and imported scripts, stylesheets and unsized images", () => {
    const html = `<head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/app.css"/>
      <link rel="icon" href="/favicon.svg"/></head><body><img src="x.jpg" width="10" height="5"/><img src="y.jpg" width="3">
      <script type="module">import "/assets/manifest.js"; import("/assets/entry.js");</script></body>`;
    const result = scanHtml(html);
    expect(result.scripts.sort()).toEqual(["/assets/a.js", "/assets/entry.js", "/assets/manifest.js"]);
    expect(result.styles).toEqual(["/assets/app.css"]);
    expect(result.unsizedImages).toEqual(['<img src="y.jpg" width="3">']);
    expect(result.scriptBeforeStyle).toBe(true);
    expect(result.imagePreloads).toEqual([]);
  });

  it("tells whether the style sheet is requested first, and lists image preloads", () => {
    const first = scanHtml(
      `<head><link rel="stylesheet" href="/a.css"/><link rel="preload" as="image" href="/hero.jpg"/>` +
        `<link rel="modulepreload" href="/a.js"/></head><body><script>x()</script></body>`,
    );
    expect(first.scriptBeforeStyle).toBe(false);
    expect(first.imagePreloads).toEqual(["/hero.jpg"]);
    const inline = scanHtml(`<head><script>x()</script><link rel="stylesheet" href="/a.css"/></head>`);
    expect(inline.scriptBeforeStyle).toBe(true);
  });
});

describe("staticImports", () => {
  it("reads minified import forms", () => {
    const code = `import{a as b}from"./x.js";import"./y.js";export{c}from"./z.js";const l=()=>import("./lazy.js");`;
    expect(staticImports(code).sort()).toEqual(["./x.js", "./y.js", "./z.js"]);
    expect(dynamicImports(code)).toEqual(["./lazy.js"]);
  });
});

describe("gzipSize", () => {
  it("compresses repeated text well", () => {
    expect(gzipSize("a".repeat(10_000))).toBeLessThan(100);
  });
});
