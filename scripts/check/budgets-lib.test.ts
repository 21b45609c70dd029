// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  gzipSize,
  markupKinds,
  pictureSources,
  scanHtml,
  shareImage,
  staticImports,
} from "./budgets-lib.mjs";

// A product page as the build wrote it (scripts/check/capture-page-fixture.mjs), not a hand-typed one.
const captured = readFileSync(new URL("fixtures/product-page.html", import.meta.url), "utf8");

describe("scanHtml on a captured page", () => {
  const page = scanHtml(captured);

  it("finds every script the page fetches, all of them preloaded from the HTML", () => {
    expect(page.hydrates).toBe(true);
    expect(page.preloadedScripts.length).toBeGreaterThanOrEqual(6);
    expect(page.entryModules.length).toBeGreaterThanOrEqual(3);
    for (const url of page.entryModules) expect(page.preloadedScripts).toContain(url);
    expect(page.scripts.sort()).toEqual(page.preloadedScripts.sort());
  });

  it("finds the inline CSS and nothing the first paint waits for", () => {
    expect(page.renderBlocking).toEqual([]);
    expect(page.imagePreloads).toEqual([]);
    expect(page.inlineCss).toContain("tailwindcss");
    expect(gzipSize(page.inlineCss)).toBeGreaterThan(4 * 1024);
    expect(page.unsizedImages).toEqual([]);
  });

  it("knows every kind of tag the page holds", () => {
    expect(markupKinds(captured)).toEqual(CAPTURED_KINDS);
  });
});

// The tags the scanner reads, as React Router and React write them today. A new kind fails the build
// (scripts/check/check-budgets.mjs) until the scanner has been checked against it and the page captured again.
const CAPTURED_KINDS = [
  "link rel=apple-touch-icon [rel href]",
  "link rel=canonical [rel href]",
  "link rel=icon type=image/svg+xml [rel href type]",
  "link rel=manifest [rel href]",
  "link rel=modulepreload [rel href]",
  "link rel=preconnect [rel href crossorigin]",
  "script []",
  "script [id]",
  "script type=application/ld+json [type]",
  "script type=module [type async]",
  "style [data-precedence data-href]",
];

describe("scanHtml", () => {
  it("reports a stylesheet link and a classic script as blocking the first paint", () => {
    const result = scanHtml(
      `<head><link rel="stylesheet" href="/assets/app.css"/><script src="/a.js"></script>` +
        `<script src="/b.js" defer></script><script src="/c.js" async=""></script>` +
        `<script type="module" src="/d.js"></script></head>`,
    );
    expect(result.renderBlocking).toEqual(["/assets/app.css", "/a.js"]);
  });

  it("tells preloaded scripts from the ones the inline module imports", () => {
    const result = scanHtml(
      `<head><link rel="modulepreload" href="/assets/m.js"/></head><body><script type="module" async="">` +
        `import "/assets/m.js";\nimport * as route0 from "/assets/root.js";\nimport("/assets/entry.js");</script>`,
    );
    expect(result.preloadedScripts).toEqual(["/assets/m.js"]);
    expect(result.entryModules.sort()).toEqual(["/assets/entry.js", "/assets/m.js", "/assets/root.js"]);
    expect(result.scripts.sort()).toEqual(["/assets/entry.js", "/assets/m.js", "/assets/root.js"]);
  });

  it("lists image preloads and unsized images", () => {
    const result = scanHtml(
      `<head><link rel="preload" as="image" href="/hero.jpg"/></head>` +
        `<body><img src="x.jpg" width="10" height="5"/><img src="y.jpg" width="3"></body>`,
    );
    expect(result.imagePreloads).toEqual(["/hero.jpg"]);
    expect(result.unsizedImages).toEqual(['<img src="y.jpg" width="3">']);
  });
});

describe("markupKinds", () => {
  it("tells a preload with an added attribute from the plain one", () => {
    expect(markupKinds(`<link rel="modulepreload" href="/a.js"/>`)).toEqual([
      "link rel=modulepreload [rel href]",
    ]);
    expect(markupKinds(`<link rel="modulepreload" href="/a.js" crossorigin=""/>`)).toEqual([
      "link rel=modulepreload [rel href crossorigin]",
    ]);
    expect(markupKinds(`<script type="module" async="">1</script><style data-href="x">a{}</style>`)).toEqual([
      "script type=module [type async]",
      "style [data-href]",
    ]);
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

describe("pictureSources and shareImage", () => {
  const page = [
    '<head><meta property="og:image" content="https://www.example.com/assets/photos/pump-0a1b2c3d4e-share.jpg"/></head>',
    '<picture class="contents"><source type="image/avif" srcSet="/assets/photos/pump-0a1b2c3d4e-400.avif 400w, ',
    '/assets/photos/pump-0a1b2c3d4e-800.avif 800w" sizes="(min-width: 1024px) 50vw, 100vw"/>',
    '<source type="image/webp" srcSet="/assets/photos/pump-0a1b2c3d4e-400.webp 400w" sizes="100vw"/>',
    '<img src="/assets/photos/pump-0a1b2c3d4e-1200.jpg" width="800" height="600" alt="Pump"/></picture>',
    '<img src="https://images.unsplash.com/photo-1?w=800" width="800" height="600" alt="Other"/>',
  ].join("");

  it("reads each picture's first source: the format a current browser takes, its slot and its widths", () => {
    expect(pictureSources(page)).toEqual([
      {
        type: "image/avif",
        sizes: "(min-width: 1024px) 50vw, 100vw",
        candidates: [
          { url: "/assets/photos/pump-0a1b2c3d4e-400.avif", width: 400 },
          { url: "/assets/photos/pump-0a1b2c3d4e-800.avif", width: 800 },
        ],
      },
    ]);
    expect(pictureSources(captured)).toEqual([]);
  });

  it("reads the page's share image", () => {
    expect(shareImage(page)).toBe("https://www.example.com/assets/photos/pump-0a1b2c3d4e-share.jpg");
    expect(shareImage(captured)).toBe("https://www.example.com/og-image.png");
  });
});
