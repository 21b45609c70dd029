import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { contentData } from "./scripts/content-data-plugin.ts";

// Vitest 5 prints failures with Map.groupBy, which Node 20 lacks; this machine and CI run Node 20.
const mapWithGroupBy = Map as MapConstructor & { groupBy?: unknown };
mapWithGroupBy.groupBy ??= <K, T>(items: Iterable<T>, key: (item: T, index: number) => K): Map<K, T[]> => {
  const groups = new Map<K, T[]>();
  let index = 0;
  for (const item of items) {
    const k = key(item, index++);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
};

// Kept apart from vite.config.ts: the React Router plugin is for builds, not for component tests.
export default defineConfig({
  plugins: [contentData()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  oxc: { jsx: { runtime: "automatic" } },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"],
    setupFiles: ["./app/test-setup.ts"],
    restoreMocks: true,
    // A ceiling for a hung test, not a speed check: a file's first render on a busy 2-core machine can take
    // several seconds. Timing inside tests is on fake clocks.
    testTimeout: 30_000,
  },
});
