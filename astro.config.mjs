// Astro renders every page to static HTML at build time; React is the language of the components, and a component
// ships to the browser only where a page marks it with a client directive (an island).
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { fileURLToPath } from "node:url";
import { appIcons } from "./scripts/build/app-icons.ts";
import { buildDefines, buildSettings, devServer } from "./scripts/build/build-settings.mjs";
import { buildUrl } from "./scripts/build/build-dir.mjs";
import { contentData } from "./scripts/build/content-data-plugin.ts";
import { decapAdmin } from "./scripts/cms/decap-admin.mjs";
import { islandPreloads } from "./scripts/build/island-preloads.mjs";
import { pdfLibrary } from "./scripts/build/pdf-library.mjs";
import { ISLAND_CHUNKS } from "./scripts/build/island-chunks.mjs";
import { validAstroMarkup } from "./scripts/build/valid-markup.mjs";
import { readSiteEnv } from "./app/config/site-env.ts";
import { REDIRECTS } from "./app/content/redirects.ts";
import { NOT_INDEXED } from "./app/content/indexing.ts";

// No usage reports leave a build or the dev server: Astro reads this before it records anything. The scripts of
// package.json start Astro through scripts/build/astro-cli.mjs, which sets it before Astro's first notice too.
process.env.ASTRO_TELEMETRY_DISABLED = "1";

const siteUrl = readSiteEnv(process.env).siteUrl;
// `npm run dev` and `npm run cms` listen on PORT, strictly: a port in use is an error, not another port.
const dev = devServer(process.env);
const notIndexed = new Set(NOT_INDEXED);

export default defineConfig({
  // The app keeps its folder: pages in app/pages/, the layout in app/layouts/, components, features and content
  // beside them.
  srcDir: "./app",
  // build/client/, or BUILD_DIR's (relative to the project or absolute) for a second build beside the first.
  outDir: fileURLToPath(new URL("client/", buildUrl())),
  site: siteUrl,
  // Every page at its address without a trailing slash, written as a folder's index.html.
  trailingSlash: "never",
  build: {
    format: "directory",
    // Hashed files under /assets/, as every host's cache rule expects.
    assets: "assets",
    // The site's CSS inside every page: the first paint needs nothing but the HTML on a slow line.
    inlineStylesheets: "always",
  },
  // The old service addresses answer with a 301 on every host (scripts/build/host-rules.mjs); the page Astro writes
  // for each is for a host without redirects (its refresh made conforming by scripts/build/valid-markup.mjs).
  redirects: REDIRECTS,
  server: { port: dev.port },
  devToolbar: { enabled: false },
  integrations: [
    react(),
    // Each page asks for its islands' scripts from its <head>: one round trip for all of them, not one per step.
    islandPreloads(),
    // Astro's own markup made valid HTML (its island style in <head>, its redirect pages' refresh).
    validAstroMarkup(),
    sitemap({
      // Pages search engines are told to skip are not listed; nor is any not-found page.
      filter: (page) => !notIndexed.has(new URL(page).pathname) && !/\/404$/.test(new URL(page).pathname),
    }),
  ],
  vite: {
    // The build variables keep their documented names (VITE_PHONE, VITE_CONTACT_ENDPOINT...: app/config/site-env.ts):
    // the pages read them from import.meta.env, which shows only the variables with this prefix (Astro's own is
    // PUBLIC_).
    envPrefix: "VITE_",
    // pdfLibrary: jsPDF without its HTML and SVG parts, which the quotation's PDF never uses.
    plugins: [contentData(), decapAdmin(), tailwindcss(), appIcons(), pdfLibrary()],
    resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
    // Whether pages register the offline copy's worker (SERVICE_WORKER=off) and the build's day.
    define: buildDefines(buildSettings(process.env)),
    build: { assetsInlineLimit: 0 },
    server: { strictPort: dev.strictPort },
    // The dev server looks for the packages to prepare among the app's files; the tests beside them are none of its
    // pages (Vite adds these patterns to Astro's).
    optimizeDeps: { entries: ["!**/*.test.{ts,tsx}"] },
    // The browser's files: React in one, the islands' shared code in one, each island's own (scripts/build/island-chunks.mjs).
    environments: { client: { build: { rolldownOptions: { output: { codeSplitting: ISLAND_CHUNKS } } } } },
  },
});
