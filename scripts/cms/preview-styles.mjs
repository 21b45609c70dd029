// The site's style sheet for the content manager's preview pane (/admin/site.css), so that a product shows there
// as the store shows it. The site has no style sheet file of its own: every page carries it inline.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** Its name, beside the content manager's page. */
export const PREVIEW_STYLES = "site.css";

/**
 * The site's style sheet from a prerendered page: the longest of its `<style>` elements, the one the layout
 * (app/layouts/site-layout.astro) inlines; the others are a few rules of Astro's own.
 * @param {string} html
 * @returns {string}
 */
export function siteStyles(html) {
  const sheets = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/g)].map((match) => match[1] ?? "");
  const css = sheets.reduce((longest, sheet) => (sheet.length > longest.length ? sheet : longest), "");
  if (css.length < 1000)
    throw new Error("the home page holds no site style sheet for the content manager's preview");
  return css;
}

/**
 * Writes the style sheet of the built home page beside the built content manager's page.
 * @param {string} clientDir build/client/
 * @param {string} adminDir build/client/admin/
 * @returns {Promise<number>} its length in characters
 */
export async function writePreviewStyles(clientDir, adminDir) {
  const css = siteStyles(await readFile(join(clientDir, "index.html"), "utf8"));
  await writeFile(join(adminDir, PREVIEW_STYLES), css);
  return css.length;
}

/**
 * The same style sheet from the dev server, which makes Tailwind's classes as the site uses them.
 * @param {{ transformRequest: (url: string) => Promise<{ code: string } | null> }} server
 * @returns {Promise<string>}
 */
export async function devPreviewStyles(server) {
  return (await server.transformRequest("/app/app.css?direct"))?.code ?? "";
}
