// The first paint needs only HTML and CSS (docs/decisions/005-first-paint.md). React Router's prerendered page
// asks for every script at once: a <link rel="modulepreload"> per file in <head>, and an inline module whose
// static imports start the route modules. So the browser fetches and compiles 120-odd KB of script while it is
// still working towards the first paint, and on a slow line the scripts share the connection with the CSS.
//
// deferScripts() rewrites each page after the build: the inline module waits for the first contentful paint,
// then imports the same modules, so hydration is unchanged. Where the preloads go depends on what the page's
// content needs (decision 005):
// - Most pages are whole in their HTML: the paint is their content. Their preloads leave <head> and start with
//   the imports, after the paint, so the scripts do not share the line with the CSS.
// - A page whose content waits for its scripts (a store page's loading state or the cart, marked
//   `data-awaits-scripts` in the HTML) keeps its preloads in <head> at `fetchpriority="low"`: the CSS still
//   comes first, and the scripts use the time before the paint instead of starting after it.
// React re-adds any missing modulepreload link when it hydrates <head>.

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"]+");\n/gm;

/**
 * Whether the page's content appears only once its scripts run: an element carries `data-awaits-scripts`.
 * @param {string} html
 */
export function awaitsScripts(html) {
  return /<[^>]+\sdata-awaits-scripts[\s=>]/.test(html);
}

/**
 * Waits for the first contentful paint, as the browser reports it. Not a timer or an animation frame: those stop
 * under a test's paused clock. A browser without paint timing goes on at once; one that never paints (a tab
 * opened in the background) goes on after 3 s.
 */
const AFTER_FIRST_PAINT = `await new Promise((resolve) => {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return resolve();
  new PerformanceObserver((list) => list.getEntriesByName("first-contentful-paint").length && resolve())
    .observe({ type: "paint", buffered: true });
  setTimeout(resolve, 3000);
});`;

/**
 * The page with its scripts run after the first paint, and fetched after it or, if its content awaits them, at
 * low priority from the start. A page without scripts (a redirect page) comes back unchanged. Anything else
 * throws, so a React Router upgrade that changes the markup fails the build here.
 * @param {string} html
 * @returns {string}
 */
export function deferScripts(html) {
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]);
  const modules = [...html.matchAll(MODULE_SCRIPT)];
  if (preloads.length === 0 && modules.length === 0) return html;
  if (modules.length !== 1) throw new Error(`expected one inline module script, found ${modules.length}`);

  const [tag, body] = modules[0];
  const imports = [...body.matchAll(STATIC_IMPORT)].map(([, name = "", specifier]) => ({ name, specifier }));
  const rest = body.replace(STATIC_IMPORT, "");
  if (imports.length === 0 || /^\s*import\s*[^(\s]/m.test(rest)) {
    throw new Error("the inline module script does not have the shape deferScripts() expects");
  }

  const early = awaitsScripts(html);
  const loader = [
    AFTER_FIRST_PAINT,
    ...(early
      ? []
      : [
          `for (const href of ${JSON.stringify(preloads)}) {`,
          `  document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
          `}`,
        ]),
    `const [${imports.map((entry) => entry.name).join(", ")}] = await Promise.all([${imports
      .map((entry) => `import(${entry.specifier})`)
      .join(", ")}]);`,
    rest.trim(),
  ].join("\n");

  return html
    .replace(PRELOAD, (_, href) =>
      early ? `<link rel="modulepreload" href="${href}" fetchpriority="low"/>` : "",
    )
    .replace(tag, () => `<script type="module" async="">${loader}</script>`);
}
