import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";
import { contentData } from "./scripts/build/content-data-plugin.ts";
import { buildDefines } from "./scripts/build/build-settings.mjs";

/**
 * The .test.ts files that need a DOM all the same (a hook rendered with React, a script run against a page).
 * A .test.ts file that fails with "document is not defined" belongs here.
 */
const DOM_TESTS = [
  "app/before-scripts/early-actions-recorder.test.ts",
  "app/features/contact/delivery/kept-enquiries.test.ts",
  "app/page-scripts/offline-copy.test.ts",
  "app/page-scripts/offline-price-note.test.ts",
];

// Kept apart from astro.config.mjs: Astro renders pages; the tests render components and run logic, with the
// same content plugin and the same "~" alias.
export default defineConfig({
  plugins: [contentData()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // What the build writes in (astro.config.mjs), fixed: no worker in tests, and a known day.
  define: buildDefines({ serviceWorker: false, buildDate: "2025-11-25" }),
  oxc: { jsx: { runtime: "automatic" } },
  test: {
    // Both projects below start from these.
    setupFiles: ["./app/test-setup.ts"],
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    // A ceiling for a hung test, not a speed check: a file's first render on a busy 2-core machine can take
    // several seconds. Timing inside tests is on fake clocks.
    testTimeout: 30_000,
    // Component tests (.test.tsx) run in jsdom; the rest is logic and runs in plain Node, which starts each
    // file in a fraction of jsdom's time.
    projects: [
      {
        extends: true,
        test: {
          name: "dom",
          environment: "jsdom",
          include: ["app/**/*.test.tsx", ...DOM_TESTS],
          setupFiles: ["./app/test-setup-dom.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: ["app/**/*.test.ts", "scripts/**/*.test.{ts,mjs}", "server/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...DOM_TESTS],
          // Logic tests leave no state behind, so one Node context serves them all: each file no longer
          // re-imports vitest, the content and the libraries (about 2.5 times less CPU for this project). What
          // could leak is undone after every test: mocks and spies, stubbed globals and env values.
          isolate: false,
        },
      },
    ],
  },
});
