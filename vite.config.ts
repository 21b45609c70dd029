import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { appIcons } from "./scripts/build/app-icons.ts";
import { contentData } from "./scripts/build/content-data-plugin.ts";
import { COMPILE_HINT } from "./scripts/build/compile-hint.mjs";
import { decapAdmin } from "./scripts/cms/decap-admin.mjs";
import { buildDefines, buildSettings, devServer } from "./scripts/build/build-settings.mjs";
import { caseSensitiveRoutes } from "./scripts/build/case-sensitive-routes.mjs";
import { prerenderPageAddresses } from "./scripts/build/prerender-page-addresses.mjs";

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

/** Code the shell chunk may take when two or more pages share it. */
const SHELL_CODE = /app[\\/]|node_modules[\\/](lucide-react|clsx|class-variance-authority|valibot)[\\/]/;
/**
 * Code only the store's pages use, by folder: the catalogue, the cart and the store's content (never the root's: the
 * root's imports are on every page, so the cart itself, which the header's badge reads, lives in `cart/state/`).
 */
const STORE_CODE = /app[\\/](features[\\/](catalog|cart(?![\\/]state[\\/]))|content[\\/]store)[\\/]/;
/** Code only the company's pages use, by folder: their own sections and the business lines' content. */
const COMPANY_CODE = /app[\\/](components[\\/]company|content[\\/]business-lines)[\\/]/;
/** The contact form's delivery and outbox, by folder: the contact page's, and what pages load only when enquiries wait. */
const CONTACT_DELIVERY = /app[\\/](features[\\/]contact[\\/]delivery|content[\\/]contact-form)[\\/]/;

export default defineConfig(({ command, isPreview }) => ({
  // `npm run dev` on PORT (the preview React Router prerenders through picks its own port).
  server: command === "serve" && !isPreview ? devServer(process.env) : undefined,
  plugins: [
    contentData(),
    decapAdmin(),
    tailwindcss(),
    reactRouter(),
    caseSensitiveRoutes(),
    prerenderPageAddresses(),
    compileHints(),
    appIcons(),
  ],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // Whether pages register the offline copy's worker (SERVICE_WORKER=off) and the build's day (app/lib/build-info.ts).
  define: buildDefines(buildSettings(process.env)),
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
              priority: 3,
            },
            // The document shell (header, footer, cart provider) and all the code two or more pages share
            // (components, icons, content, helpers), in one file: on a slow line a request costs more than the
            // few kilobytes a page downloads without using them. Code only one page uses stays in its own file.
            // The same for the company's pages: their sections and the business lines' content.
            {
              name: "company",
              test: COMPANY_CODE,
              minShareCount: 2,
              priority: 1,
            },
            // The contact form's outbox (only with an endpoint) is shared by the contact page and code loaded later,
            // never by two pages: it stays out.
            {
              name: "shell",
              test: (id: string) =>
                SHELL_CODE.test(id) &&
                !STORE_CODE.test(id) &&
                !COMPANY_CODE.test(id) &&
                !CONTACT_DELIVERY.test(id),
              minShareCount: 2,
              priority: 2,
            },
            // The store's own code (catalogue, cart page, quotation, the note on prices offline), shared by the store
            // pages but by none of the company pages: one file the store pages load beside the shell, so the
            // company pages do not carry it. The header's cart (cart-context and what it uses) stays in the shell.
            {
              name: "store",
              test: STORE_CODE,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));
