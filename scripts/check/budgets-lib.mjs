// Pure helpers for the byte budgets: what a built page makes the browser download on a first visit, and whether
// its first paint needs anything but the HTML.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { PHOTO_BUDGETS } from "../../app/lib/photos.ts";
import { AT_ONCE, attribute, islands, moduleGraph, staticImports } from "../build/island-preloads.mjs";
import { inlineScripts } from "../build/security-headers.mjs";

export { staticImports };

/**
 * Script a page runs on a first visit, brotli: its inline scripts and every file it loads before the buyer does
 * anything (islands that load when near the screen come later and are counted apart). Each kind of page by its
 * address; the first that matches. A page the list does not name has nothing to act on beyond the header (a
 * company page, a business line's, a placeholder, the not-found page): a new page starts under the strictest.
 * `bytes` is the ceiling of the page's code, today's measure and a little: raising one takes a reason in
 * docs/performance.md. The pages where a buyer acts also carry the table every island checks the stored cart
 * against (each product's id, name and two prices, about 30 bytes brotli), so their ceiling grows by `perProduct`
 * with each product staff add: a catalogue staff grow never fails the check. The other pages carry the ids only.
 * @type {readonly { kind: string, test: (path: string) => boolean, bytes: number, perProduct: number }[]}
 */
export const SCRIPT_BUDGETS = [
  { kind: "home", test: (path) => path === "/", bytes: 15 * 1024, perProduct: 0 },
  { kind: "store", test: (path) => /^\/store(\/|$)/.test(path), bytes: 81 * 1024, perProduct: 64 },
  { kind: "cart", test: (path) => /^\/(cart|orders)(\/|$)/.test(path), bytes: 81 * 1024, perProduct: 64 },
  { kind: "contact", test: (path) => path === "/contact", bytes: 81 * 1024, perProduct: 64 },
  { kind: "nothing to act on", test: () => true, bytes: 5 * 1024, perProduct: 0 },
];

/**
 * The budget a page's scripts fall under, with a catalogue of `products` products.
 * @param {string} path the page's address ("/404" for the not-found page)
 * @param {number} products how many products the catalogue has (its files, withdrawn ones included)
 */
export function scriptBudget(path, products) {
  const budget = SCRIPT_BUDGETS.find((entry) => entry.test(path));
  if (!budget) throw new Error(`no script budget for ${path}`);
  return { kind: budget.kind, bytes: budget.bytes + budget.perProduct * products };
}

export const BUDGETS = {
  /** CSS a page carries (inline in its HTML), gzip. */
  cssBytes: 15 * 1024,
  /** The built HTML document, its inline CSS and scripts included, gzip. */
  htmlBytes: 40 * 1024,
  /**
   * Product photos on a 375 px phone at 2x, per slot, and their share image: kept with the photos'
   * settings (app/lib/photos.ts), which the build aims its quality at.
   */
  photos: PHOTO_BUDGETS,
};

/** @param {string | Uint8Array} content */
export function gzipSize(content) {
  return gzipSync(content, { level: 9 }).length;
}

/** Brotli at its best level, as the build stores every script (scripts/build/precompress.mjs). */
export function brotliSize(/** @type {string | Uint8Array} */ content) {
  return brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** The attribute names of a start tag, in order. */
const attributeNames = (/** @type {string} */ tag) =>
  [...tag.slice(1).matchAll(/\s([^\s=>/"']+)(?:=("[^"]*"|'[^']*'|[^\s>]+))?/g)].map((match) =>
    (match[1] ?? "").toLowerCase(),
  );

/**
 * One line per kind of <link>, <script>, <style> and <astro-island> tag the page holds: the tag, the values of
 * the attributes that say what it is (rel, as, type, client) and the names of all its attributes. scanHtml() reads
 * these tags with patterns; a kind it has not been checked against (Astro adds an attribute to its islands, say)
 * shows up here as a new line, and check-budgets.mjs fails the build on any line the captured page does not have.
 * @param {string} html
 */
export function markupKinds(html) {
  const kinds = new Set();
  for (const [tag, name = ""] of html.matchAll(/<(link|script|style|astro-island)\b[^>]*>/gi)) {
    const what = ["rel", "as", "type", "client"]
      .map((key) => [key, attribute(tag, key)])
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key}=${value}`);
    kinds.add([name.toLowerCase(), ...what, `[${attributeNames(tag).join(" ")}]`].join(" "));
  }
  return [...kinds].sort();
}

/**
 * What a document makes the browser fetch and what its first paint waits for:
 * - `inline`: the inline scripts the policy governs (the site's own and Astro's island runtime);
 * - `entries`: the script files it starts at once: the files of its islands that start with the page, classic
 *   and module scripts with `src`, modulepreloads;
 * - `later`: the files of islands that load only when near the screen (or on a media query);
 * - `preloaded`: the files `<link rel="modulepreload">` asks for from the start;
 * - `renderBlocking`: requests the first paint would wait for (a stylesheet link, a classic script without
 *   async or defer): none, the CSS is inline;
 * - `inlineCss`: the text of its <style> elements;
 * - `unsizedImages`, `imagePreloads`: <img> tags without a width or height, and preloaded images (none: the first
 *   paint needs only the HTML);
 * - `redirect`: whether it is a page that only sends the browser on (`<meta http-equiv="refresh">`).
 * @param {string} html
 */
export function scanHtml(html) {
  /** @type {Set<string>} */
  const entries = new Set();
  /** @type {Set<string>} */
  const preloaded = new Set();
  /** @type {string[]} */
  const renderBlocking = [];
  /** @type {string[]} */
  const imagePreloads = [];
  for (const [tag] of html.matchAll(/<(?:link|script)\b[^>]*>/gi)) {
    const isScriptTag = tag.toLowerCase().startsWith("<script");
    const rel = isScriptTag ? undefined : attribute(tag, "rel")?.toLowerCase();
    const href = attribute(tag, isScriptTag ? "src" : "href");
    if (!href) continue;
    if (isScriptTag) {
      entries.add(href);
      const names = attributeNames(tag);
      if (attribute(tag, "type") !== "module" && !names.includes("async") && !names.includes("defer"))
        renderBlocking.push(href);
    } else if (rel === "modulepreload") {
      entries.add(href);
      preloaded.add(href);
    } else if (rel === "stylesheet") renderBlocking.push(href);
    else if (rel === "preload" && attribute(tag, "as") === "image") imagePreloads.push(href);
  }
  /** @type {Set<string>} */
  const later = new Set();
  for (const island of islands(html)) {
    for (const file of island.files) (AT_ONCE.has(island.directive) ? entries : later).add(file);
  }
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)]
    .map(([, css]) => css)
    .join("\n");
  const unsizedImages = [...html.matchAll(/<img\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => !attribute(tag, "width") || !attribute(tag, "height"));
  return {
    inline: inlineScripts(html),
    entries: [...entries],
    later: [...later].filter((file) => !entries.has(file)),
    preloaded: [...preloaded],
    renderBlocking,
    inlineCss,
    unsizedImages,
    imagePreloads,
    redirect: /<meta\b[^>]*http-equiv=["']?refresh/i.test(html),
  };
}

/**
 * The script a page costs on a first visit: its inline scripts (brotli of all of them together, as they travel in
 * the page) and each file it loads at once with everything that file imports (brotli each, as stored); and the
 * files that load later.
 * @param {ReturnType<typeof scanHtml>} page
 * @param {{ read: (url: string) => string, size: (url: string) => number }} files a file's text and brotli size, by address
 */
export function pageScripts(page, { read, size }) {
  const graph = (/** @type {readonly string[]} */ urls) =>
    new Set(urls.flatMap((url) => [...moduleGraph(url, read)]));
  const atOnce = graph(page.entries);
  const later = [...graph(page.later)].filter((url) => !atOnce.has(url));
  const inlineBytes = page.inline.length > 0 ? brotliSize(page.inline.join("\n")) : 0;
  const fileBytes = [...atOnce].reduce((sum, url) => sum + size(url), 0);
  return {
    inlineBytes,
    fileBytes,
    bytes: inlineBytes + fileBytes,
    files: [...atOnce],
    laterFiles: later,
    laterBytes: later.reduce((sum, url) => sum + size(url), 0),
  };
}

/**
 * The photos a page offers in several formats: for each <picture>, its first <source> (what a browser that shows
 * that format takes: AVIF) as its type, its `sizes` and its candidates (address and width).
 * @param {string} html
 * @returns {{ type: string | undefined, sizes: string | undefined, candidates: { url: string, width: number }[] }[]}
 */
export function pictureSources(html) {
  return [...html.matchAll(/<picture\b[^>]*>([\s\S]*?)<\/picture>/gi)].flatMap(([, inner = ""]) => {
    const source = /<source\b[^>]*>/i.exec(inner)?.[0];
    if (!source) return [];
    const candidates = (attribute(source, "srcset") ?? "")
      .split(",")
      .map((candidate) => candidate.trim().split(/\s+/))
      .map(([url = "", width = ""]) => ({ url, width: Number(width.replace(/w$/, "")) }));
    return [{ type: attribute(source, "type"), sizes: attribute(source, "sizes"), candidates }];
  });
}

/**
 * The address of the page's share image (Open Graph), or undefined.
 * @param {string} html
 */
export function shareImage(html) {
  const tag = [...html.matchAll(/<meta\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .find((tag) => attribute(tag, "property") === "og:image");
  return tag ? attribute(tag, "content") : undefined;
}
