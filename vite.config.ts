import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, loadEnv, type Plugin } from "vite";
import { loadContentData } from "./app/content/data-files.ts";
import { placeholdersInUse } from "./app/content/site-env.ts";
import { appIcons } from "./scripts/build/app-icons.ts";
import { contentData } from "./scripts/content-data-plugin.ts";
import { COMPILE_HINT } from "./scripts/compile-hint.mjs";
import { decapAdmin } from "./scripts/decap-admin.mjs";

/**
 * Warns at build time while any company detail is still a placeholder, neither in the data file nor set for the
 * build (see README, "Configuration").
 */
function placeholderWarning(mode: string): Plugin {
  return {
    name: "site-config-placeholders",
    apply: "build",
    buildStart() {
      const env = { ...loadEnv(mode, process.cwd(), "VITE_"), ...process.env };
      const names = placeholdersInUse(env, loadContentData().company);
      if (names.length > 0) {
        this.warn(`placeholder company details in use; set ${names.join(", ")} before going live`);
      }
    },
  };
}

/**
 * Every file a page runs at startup asks the browser to compile all its functions while it downloads: on a slow
 * phone that takes ~0.3 s of compiling off the main thread, between the last script's arrival and the live page.
 * Code loaded later by `import()` compiles lazily as before. The hint must open the file, so it is added last,
 * after minification and Vite's own preload helper; it changes no behaviour, so the file names stay as hashed.
 */
function compileHints(): Plugin {
  return {
    name: "compile-hints",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== "chunk" || (file.isDynamicEntry && !file.isEntry)) continue;
          file.code = `${COMPILE_HINT}\n${file.code}`;
        }
      },
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [
    contentData(),
    decapAdmin(),
    tailwindcss(),
    reactRouter(),
    placeholderWarning(mode),
    compileHints(),
    appIcons(),
  ],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Fewer, larger files on first visit: every separate file is compressed on its own and costs a request.
        codeSplitting: {
          groups: [
            // React, React DOM and React Router: every page needs them, and they change only on upgrades.
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            // The document shell (header, footer, cart provider) and all the code two or more pages share
            // (components, icons, content, helpers), in one file: on a slow line a request costs more than the
            // few kilobytes a page downloads without using them. Code only one page uses stays in its own file.
            {
              name: "shell",
              test: /app[\\/]|node_modules[\\/](lucide-react|clsx|class-variance-authority|valibot)[\\/]/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));
