// An Astro integration that makes the markup Astro writes itself valid HTML, as the W3C's Nu HTML Checker reads it
// (scripts/check/html-check.mjs), without changing what a browser does with it:
// - the style rule of Astro's island runtime, which it writes into <body> just before the first island, goes into
//   <head> (a <style> in <body> is not valid there);
// - the page Astro writes at an old address for a host without redirects says `0; url=...`: the refresh's
//   content needs a space after its semicolon.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The style element Astro's island runtime writes before the first island of a page. */
export const ISLAND_STYLE = "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";

/**
 * The page with Astro's own markup made valid (see the top); any other page comes back as it was.
 * @param {string} html
 */
export function validMarkup(html) {
  let page = html.replace(/(<meta http-equiv="refresh" content="\d+);url=/g, "$1; url=");
  const bodyAt = page.search(/<body\b/i);
  const styleAt = page.indexOf(ISLAND_STYLE, Math.max(bodyAt, 0));
  if (bodyAt !== -1 && styleAt !== -1) {
    page = page.slice(0, styleAt) + page.slice(styleAt + ISLAND_STYLE.length);
    if (!/<\/head>/i.test(page)) throw new Error("a page with islands has no </head> to put their style in");
    page = page.replace(/<\/head>/i, `${ISLAND_STYLE}</head>`);
  }
  return page;
}

/** @returns {import("astro").AstroIntegration} */
export function validAstroMarkup() {
  return {
    name: "valid-markup",
    hooks: {
      "astro:build:done": async ({ dir }) => {
        const root = fileURLToPath(dir);
        for (const file of await readdir(root, { recursive: true })) {
          if (!file.endsWith(".html")) continue;
          const html = await readFile(join(root, file), "utf8");
          const valid = validMarkup(html);
          if (valid !== html) await writeFile(join(root, file), valid);
        }
      },
    },
  };
}
