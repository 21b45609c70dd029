// What a page's islands need goes into its <head>, where the browser meets it first.
// - Their files. Astro's island script asks for an island's code and the renderer's only when it meets the island
//   in the page, and each of those files names the shared files it needs, which the browser finds only once it has
//   it: on a slow line every step of that chain costs a round trip (562 ms on the bench's). Every page gets, at the
//   top of its <head>, a modulepreload for each file its islands need at once (`client:load`), so the browser asks
//   for all of them together as soon as the page starts to arrive. Islands that wait (to be seen, or for a quiet
//   moment) keep waiting: their files are not preloaded. Code loaded on demand (a dynamic import) is not either.
// - Their style. Astro writes the rule that lays islands out (`display: contents`) as a <style> in the <body>,
//   before the first island, which HTML does not allow there: it moves to the end of the <head>.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import type { Plugin } from "vite";

/** Each script file of the browser's build, by its address, with the files it imports statically. */
export type ChunkImports = ReadonlyMap<string, readonly string[]>;

const ATTRIBUTE = /\s(component-url|renderer-url|before-hydration-url)="([^"]+)"/g;

/** The files the page's `client:load` islands start from: their components, renderers and before-hydration code. */
export function islandEntries(html: string): string[] {
  const entries = new Set<string>();
  for (const [island = ""] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    if (!/\sclient="load"/.test(island)) continue;
    for (const [, , url = ""] of island.matchAll(ATTRIBUTE)) entries.add(url);
  }
  return [...entries];
}

/** The entries and every file they import statically, each once, entries first, then by how deep they are. */
export function staticClosure(entries: readonly string[], imports: ChunkImports): string[] {
  const found = new Set(entries);
  for (const file of found) for (const imported of imports.get(file) ?? []) found.add(imported);
  return [...found];
}

/** The page with a modulepreload for each file, at the top of its <head>; files it already preloads are left. */
export function withPreloads(html: string, files: readonly string[]): string {
  const missing = files.filter((file) => !html.includes(`<link rel="modulepreload" href="${file}"`));
  if (missing.length === 0) return html;
  const links = missing.map((file) => `<link rel="modulepreload" href="${file}">`).join("");
  const head = /<head>(?:<meta charset="[^"]*">)?/i.exec(html);
  if (!head) throw new Error("island-head: a page without <head>");
  const at = head.index + head[0].length;
  return html.slice(0, at) + links + html.slice(at);
}

const ISLAND_STYLE = /<style>astro-island,[^<]*<\/style>/;

/** The page with Astro's island style in its <head> rather than its <body>. */
export function withIslandStyleInHead(html: string): string {
  const body = html.indexOf("<body");
  const style = ISLAND_STYLE.exec(html.slice(body));
  if (body < 0 || !style) return html;
  const at = body + style.index;
  const moved = html.slice(0, at) + html.slice(at + style[0].length);
  return moved.replace("</head>", `${style[0]}</head>`);
}

/** Records the browser build's chunks and what each imports statically. */
function chunkRecorder(imports: Map<string, string[]>): Plugin {
  return {
    name: "island-head:chunks",
    apply: "build",
    generateBundle(_, bundle) {
      for (const output of Object.values(bundle))
        if (output.type === "chunk")
          imports.set(
            `/${output.fileName}`,
            output.imports.map((file) => `/${file}`),
          );
    },
  };
}

/** The Astro integration: the chunk graph from the build; the preloads and the style into every page it wrote. */
export function islandHead(): AstroIntegration {
  const imports = new Map<string, string[]>();
  return {
    name: "island-head",
    hooks: {
      "astro:config:setup": ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [chunkRecorder(imports)] } });
      },
      "astro:build:done": async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const pages = (await readdir(root, { recursive: true })).filter((file) => file.endsWith(".html"));
        let preloaded = 0;
        for (const page of pages) {
          const path = join(root, page);
          const html = await readFile(path, "utf8");
          const files = staticClosure(islandEntries(html), imports);
          const unknown = files.filter((file) => !imports.has(file));
          if (unknown.length > 0)
            throw new Error(`island-head: ${page} loads ${unknown.join(", ")}, not built`);
          const done = withIslandStyleInHead(files.length > 0 ? withPreloads(html, files) : html);
          if (done === html) continue;
          await writeFile(path, done);
          if (files.length > 0) preloaded += 1;
        }
        logger.info(
          `${preloaded} pages preload their islands' files; every island's style is in its page's <head>`,
        );
      },
    },
  };
}
