import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/site-pages";
import { buildDirectory } from "./scripts/build/build-dir.mjs";

// Static site: every page of the route table is prerendered to its own HTML file; anything else gets the SPA fallback.
export default {
  appDirectory: "app",
  ssr: false,
  // build/, or the folder BUILD_DIR names.
  buildDirectory: buildDirectory(),
  // Every page of the route table (app/routes.ts) and the catalogue; React Router's own reading of the table must
  // find no page without a parameter that app/site-pages.ts misses.
  prerender: ({ getStaticPaths }) => prerenderPaths(getStaticPaths()),
} satisfies Config;
