// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  brotliSize,
  gzipSize,
  markupKinds,
  pageScripts,
  pictureSources,
  scanHtml,
  scriptBudget,
  shareImage,
  staticImports,
} from "./budgets-lib.mjs";

// A product page as the build wrote it (scripts/check/capture-page-fixture.mjs), not a hand-typed one.
const captured = readFileSync(new URL("fixtures/product-page.html", import.meta.url), "utf8");

describe("scanHtml on a captured page", () => {
  const page = scanHtml(captured);

  it("finds every script file its islands load at once, each asked for from its <head>", () => {
    expect(page.entries.length).toBeGreaterThanOrEqual(3);
    expect(page.entries.some((url) => url.includes("/framework."))).toBe(true);
    expect(page.entries.sort()).toEqual([...page.preloaded].sort());
    expect(page.later).toEqual([]);
    expect(page.redirect).toBe(false);
  });

  it("finds the inline scripts the policy governs, Astro's island runtime among them, and no data block", () => {
    expect(page.inline.some((script) => script.includes("astro-island"))).toBe(true);
    expect(page.inline.some((script) => script.includes('"@context"'))).toBe(false);
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

// The tags the scanner reads, as Astro and React write them today. A new kind fails the build
// (scripts/check/check-budgets.mjs) until the scanner has been checked against it and the pages captured again.
const CAPTURED_KINDS = [
  "astro-island client=load [uid prefix component-url component-export renderer-url props ssr client opts await-children]",
  "link rel=apple-touch-icon [rel href]",
  "link rel=canonical [rel href]",
  "link rel=icon type=image/svg+xml [rel href type]",
  "link rel=manifest [rel href]",
  "link rel=modulepreload [rel href]",
  "link rel=preconnect [rel href crossorigin]",
  "script []",
  "script type=application/ld+json [type]",
  "script type=speculationrules [type]",
  "style []",
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

  it("counts the files of islands that start with the page at once, and those that wait for the screen later", () => {
    const island = (client: string, component: string) =>
      `<astro-island uid="a" component-url="/assets/${component}.js" renderer-url="/assets/client.js" ` +
      `client="${client}" ssr=""></astro-island>`;
    const result = scanHtml(
      `<head><link rel="modulepreload" href="/assets/client.js"></head><body>` +
        `${island("load", "cart")}${island("idle", "badge")}${island("visible", "carousel")}${island("media", "map")}</body>`,
    );
    expect(result.entries.sort()).toEqual(["/assets/badge.js", "/assets/cart.js", "/assets/client.js"]);
    expect(result.later.sort()).toEqual(["/assets/carousel.js", "/assets/map.js"]);
    expect(result.preloaded).toEqual(["/assets/client.js"]);
  });

  it("tells Astro's page for a moved address from a page", () => {
    const stub =
      '<!doctype html><title>Redirecting to: /energy-solutions</title><meta http-equiv="refresh" content="0;url=/energy-solutions">';
    expect(scanHtml(stub).redirect).toBe(true);
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

describe("pageScripts", () => {
  const code: Record<string, string> = {
    "/assets/client.js": 'import"./framework.js";export default 1;',
    "/assets/framework.js": "export const react = 1;".repeat(50),
    "/assets/cart.js": 'import{a}from"./site.js";import"./framework.js";const l=()=>import("./lazy.js");',
    "/assets/site.js": "export const a = 1;".repeat(20),
    "/assets/carousel.js": 'import"./site.js";export const c = 1;',
  };
  const files = {
    read: (url: string) => code[url] ?? "",
    size: (url: string) => brotliSize(code[url] ?? ""),
  };

  it("adds up the inline scripts as they travel together and each file loaded at once with what it imports", () => {
    const page = scanHtml(
      `<script>window.badge=1</script><script type="application/ld+json">{}</script>` +
        `<astro-island component-url="/assets/cart.js" renderer-url="/assets/client.js" client="load"></astro-island>` +
        `<astro-island component-url="/assets/carousel.js" renderer-url="/assets/client.js" client="visible"></astro-island>`,
    );
    const scripts = pageScripts(page, files);
    expect(scripts.inlineBytes).toBe(brotliSize("window.badge=1"));
    expect(scripts.files.sort()).toEqual([
      "/assets/cart.js",
      "/assets/client.js",
      "/assets/framework.js",
      "/assets/site.js",
    ]);
    expect(scripts.fileBytes).toBe(scripts.files.reduce((sum, url) => sum + files.size(url), 0));
    expect(scripts.bytes).toBe(scripts.inlineBytes + scripts.fileBytes);
    // What loads near the screen, less what the page already has; never what import() loads later.
    expect(scripts.laterFiles).toEqual(["/assets/carousel.js"]);
  });

  it("is nothing for a page without scripts", () => {
    expect(pageScripts(scanHtml("<p>Hello</p>"), files)).toMatchObject({
      bytes: 0,
      files: [],
      laterFiles: [],
    });
  });
});

describe("scriptBudget", () => {
  it("gives home 15 KB and every page with nothing to act on 5 KB, a new page included, however many products", () => {
    for (const products of [15, 200]) {
      expect(scriptBudget("/", products)).toEqual({ kind: "home", bytes: 15 * 1024 });
      for (const path of ["/about", "/services", "/mining-industrial/pumps", "/404", "/a-new-company-page"])
        expect(scriptBudget(path, products), path).toEqual({ kind: "nothing to act on", bytes: 5 * 1024 });
    }
  });

  it("gives the store, the cart and contact ceilings of their own", () => {
    for (const path of ["/store", "/store/category/mining", "/store/product/prod-001"])
      expect(scriptBudget(path, 15).kind, path).toBe("store");
    expect(scriptBudget("/cart", 15).kind).toBe("cart");
    expect(scriptBudget("/cart/quotation", 15).kind).toBe("cart");
    expect(scriptBudget("/contact", 15).kind).toBe("contact");
    expect(scriptBudget("/storefront", 15).kind).toBe("nothing to act on");
  });

  it("lets the pages where a buyer acts grow with the catalogue: 64 bytes a product", () => {
    for (const path of ["/store/product/prod-001", "/cart", "/contact"]) {
      expect(scriptBudget(path, 15).bytes).toBe(81 * 1024 + 15 * 64);
      expect(scriptBudget(path, 16).bytes - scriptBudget(path, 15).bytes).toBe(64);
    }
  });
});

describe("markupKinds", () => {
  it("tells a preload with an added attribute from the plain one, and an island by its directive", () => {
    expect(markupKinds(`<link rel="modulepreload" href="/a.js"/>`)).toEqual([
      "link rel=modulepreload [rel href]",
    ]);
    expect(markupKinds(`<link rel="modulepreload" href="/a.js" crossorigin=""/>`)).toEqual([
      "link rel=modulepreload [rel href crossorigin]",
    ]);
    expect(
      markupKinds(`<astro-island uid="a" client="visible"></astro-island><style data-href="x">a{}</style>`),
    ).toEqual(["astro-island client=visible [uid client]", "style [data-href]"]);
  });
});

describe("staticImports", () => {
  it("reads minified import forms and leaves out import() calls, which load later", () => {
    const code = `import{a as b}from"./x.js";import"./y.js";export{c}from"./z.js";const l=()=>import("./lazy.js");`;
    expect(staticImports(code).sort()).toEqual(["./x.js", "./y.js", "./z.js"]);
  });
});

describe("gzipSize and brotliSize", () => {
  it("compress repeated text well", () => {
    expect(gzipSize("a".repeat(10_000))).toBeLessThan(100);
    expect(brotliSize("a".repeat(10_000))).toBeLessThan(100);
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
    const home = readFileSync(new URL("fixtures/home-page.html", import.meta.url), "utf8");
    expect(shareImage(home)).toBe("https://www.example.com/og-image.png");
  });
});
