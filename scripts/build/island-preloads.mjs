// An Astro integration: every page asks for all the script files of its islands that start at once (client:load,
// client:idle, client:only) from its <head>, with <link rel="modulepreload">. Without it the browser learns of an
// island's files one step at a time: the island's own file and React's when the parser reaches the island, then
// what those import once they have arrived, then what those import... and each step waits a round trip (more than
// half a second on a slow phone line) before the next starts. Islands that load when they come near the screen
// (client:visible, client:media) are left to load then: preloading them would spend a first visit's data on what
// the buyer may never scroll to.
import { readFileSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, posix } from "node:path";
import { fileURLToPath } from "node:url";

/** The islands' directives whose scripts load with the page (the others wait for the screen or a media query). */
export const AT_ONCE = new Set(["load", "idle", "only"]);

/**
 * Module specifiers a chunk imports statically (they load with it); import() calls, which load later, are not.
 * @param {string} code minified or not
 * @returns {string[]}
 */
export function staticImports(code) {
  const found = new Set();
  for (const match of code.matchAll(/\b(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g))
    found.add(match[1] ?? "");
  return [...found];
}

/**
 * The value of an attribute in a start tag, or undefined.
 * @param {string} tag
 * @param {string} name
 */
export function attribute(tag, name) {
  return new RegExp(`\\s${name}=("([^"]*)"|'([^']*)'|([^\\s>]+))`, "i")
    .exec(tag)
    ?.slice(2)
    .find((value) => value !== undefined);
}

/**
 * The islands of a page: each one's directive (load, idle, visible...) and the two files Astro's runtime imports
 * to start it, the component's and its framework's renderer.
 * @param {string} html
 * @returns {{ directive: string, files: string[] }[]}
 */
export function islands(html) {
  return [...html.matchAll(/<astro-island\b[^>]*>/gi)].map(([tag]) => ({
    directive: attribute(tag, "client") ?? "",
    files: ["renderer-url", "component-url"].flatMap((name) => attribute(tag, name) ?? []),
  }));
}

/**
 * Every file `url` pulls in statically, itself first; `read` gives a file's text by its address.
 * @param {string} url an address on the site (/assets/...)
 * @param {(url: string) => string} read
 * @param {Set<string>} [seen]
 * @returns {Set<string>}
 */
export function moduleGraph(url, read, seen = new Set()) {
  if (seen.has(url)) return seen;
  seen.add(url);
  for (const specifier of staticImports(read(url))) {
    if (specifier.startsWith("./") || specifier.startsWith("../"))
      moduleGraph(posix.join(posix.dirname(url), specifier), read, seen);
    else if (specifier.startsWith("/")) moduleGraph(specifier, read, seen);
  }
  return seen;
}

/**
 * The page with a modulepreload link in its <head> for every file its islands that start at once load, the
 * renderer first; a page without such islands comes back as it was.
 * @param {string} html
 * @param {(url: string) => string} read
 */
export function withIslandPreloads(html, read) {
  const entries = islands(html)
    .filter((island) => AT_ONCE.has(island.directive))
    .flatMap((island) => island.files);
  const files = new Set(entries.flatMap((url) => [...moduleGraph(url, read)]));
  const linked = new Set(
    [...html.matchAll(/<link\b[^>]*>/gi)]
      .map(([tag]) => tag)
      .filter((tag) => attribute(tag, "rel") === "modulepreload")
      .map((tag) => attribute(tag, "href")),
  );
  const links = [...files]
    .filter((url) => !linked.has(url))
    .map((url) => `<link rel="modulepreload" href="${url}">`)
    .join("");
  if (links === "") return html;
  if (!/<\/head>/i.test(html)) throw new Error("a page with islands has no </head> to put its preloads in");
  return html.replace(/<\/head>/i, `${links}</head>`);
}

/** @returns {import("astro").AstroIntegration} */
export function islandPreloads() {
  return {
    name: "island-preloads",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        /** @type {Map<string, string>} */
        const cache = new Map();
        const read = (/** @type {string} */ url) => {
          let text = cache.get(url);
          if (text === undefined) {
            text = readFileSync(join(root, url), "utf8");
            cache.set(url, text);
          }
          return text;
        };
        let pages = 0;
        for (const file of await readdir(root, { recursive: true })) {
          if (!file.endsWith(".html")) continue;
          const html = await readFile(join(root, file), "utf8");
          const preloaded = withIslandPreloads(html, read);
          if (preloaded === html) continue;
          await writeFile(join(root, file), preloaded);
          pages += 1;
        }
        logger.info(`${pages} pages ask for their islands' scripts from their <head>`);
      },
    },
  };
}
