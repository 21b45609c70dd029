// Pure helpers for the byte budgets: what a prerendered page makes the browser download on first visit.
import { gzipSync } from "node:zlib";
import { awaitsScripts } from "./defer-scripts.mjs";

export const BUDGETS = {
  /** JavaScript a page loads on first visit, gzip: the goal. Pages over it are listed, not failed. */
  jsBytes: 120 * 1024,
  /**
   * The enforced ceiling until the goal is met: today's largest page plus a little, so JavaScript cannot grow
   * unnoticed while it is being cut down (docs/decisions/003-javascript-budget.md). Lower it, never raise it.
   */
  jsCeilingBytes: 131 * 1024,
  /** CSS a page loads, gzip. */
  cssBytes: 15 * 1024,
  /** The prerendered HTML document, gzip. */
  htmlBytes: 40 * 1024,
};

export function gzipSize(content) {
  return gzipSync(content, { level: 9 }).length;
}

const attr = (tag, name) =>
  new RegExp(`\\s${name}=("([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag)?.slice(2).find(Boolean);

/**
 * Script and stylesheet URLs a document references, its <img> tags lacking a width or height, the scripts it
 * requests before its first paint at normal priority (none: scripts/defer-scripts.mjs starts them after it, so
 * they do not share the connection with the CSS) or at low priority (only a page whose content awaits its
 * scripts, marked `data-awaits-scripts`), and the images it preloads (none: the first paint needs only HTML
 * and CSS).
 */
export function scanHtml(html) {
  const scripts = new Set();
  const styles = new Set();
  const scriptsBeforePaint = new Set();
  const lowPriorityScripts = new Set();
  const imagePreloads = [];
  for (const [tag] of html.matchAll(/<(?:link|script)\b[^>]*>/gi)) {
    const isScriptTag = tag.toLowerCase().startsWith("<script");
    const rel = isScriptTag ? undefined : attr(tag, "rel");
    const href = attr(tag, isScriptTag ? "src" : "href");
    if (href && (isScriptTag || rel === "modulepreload")) {
      scripts.add(href);
      if (attr(tag, "fetchpriority") === "low") lowPriorityScripts.add(href);
      else scriptsBeforePaint.add(href);
    } else if (href && rel === "stylesheet") styles.add(href);
    else if (href && rel === "preload" && attr(tag, "as") === "image") imagePreloads.push(href);
  }
  for (const [, body] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)) {
    // A module's static imports load at once; the deferred loader names every file it preloads and imports.
    for (const specifier of staticImports(body)) {
      if (specifier.startsWith("/")) scriptsBeforePaint.add(specifier);
    }
    for (const [, url] of body.matchAll(/["'](\/[^"'\s]+\.js)["']/g)) scripts.add(url);
  }
  const unsizedImages = [...html.matchAll(/<img\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => !attr(tag, "width") || !attr(tag, "height"));
  return {
    scripts: [...scripts],
    styles: [...styles],
    unsizedImages,
    scriptsBeforePaint: [...scriptsBeforePaint],
    lowPriorityScripts: [...lowPriorityScripts],
    awaitsScripts: awaitsScripts(html),
    imagePreloads,
  };
}

/** Module specifiers a chunk imports statically: they load with it. */
export function staticImports(code) {
  const found = new Set();
  for (const match of code.matchAll(/\b(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g))
    found.add(match[1]);
  return [...found];
}
