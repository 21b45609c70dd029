import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/site-map";
import { buildDirectory } from "./scripts/build/build-dir.mjs";

// Static site: every known route is prerendered to its own HTML file; anything else gets the SPA fallback.
export default {
  appDirectory: "app",
  ssr: false,
  // build/, or the folder BUILD_DIR names.
  buildDirectory: buildDirectory(),
  prerender: () => prerenderPaths(),
  // React Router 8's behaviour today, so the move to 8 (once Node 22 is available) changes nothing.
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
