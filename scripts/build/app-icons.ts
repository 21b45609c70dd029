// The favicon, the app icons and the web app manifest, made by every build from the logo (app/content/brand.ts) and
// the manifest's content (app/content/web-app.ts), so no exported image can drift from the logo: written into the
// client build (/favicon.svg, /manifest.webmanifest, /icons/*.png) and served by the dev server.
import { Resvg, type RenderedImage } from "@resvg/resvg-js";
import type { Plugin } from "vite";
import { logoSvg } from "../../app/content/brand.ts";
import { APP_ICONS, MANIFEST_PATH, webAppManifest, type AppIcon } from "../../app/content/web-app.ts";

export interface AppFile {
  /** The address it is served at. */
  path: string;
  type: string;
  body: string | Uint8Array;
}

/** The logo drawn at the icon's size. */
export function renderIcon(icon: AppIcon): RenderedImage {
  return new Resvg(logoSvg({ fullBleed: icon.fullBleed }), {
    fitTo: { mode: "width", value: icon.pixels },
    font: { loadSystemFonts: false },
  }).render();
}

/** Every file this step makes. */
export function appFiles(): AppFile[] {
  return [
    { path: "/favicon.svg", type: "image/svg+xml", body: `${logoSvg()}\n` },
    {
      path: MANIFEST_PATH,
      type: "application/manifest+json",
      body: `${JSON.stringify(webAppManifest(), null, 2)}\n`,
    },
    ...APP_ICONS.map((icon) => ({ path: icon.src, type: "image/png", body: renderIcon(icon).asPng() })),
  ];
}

/** The Vite plugin: the files go into the client build, and the dev server answers their addresses. */
export function appIcons(): Plugin {
  let files: AppFile[] | undefined;
  const made = () => (files ??= appFiles());
  return {
    name: "app-icons",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? "/", "http://localhost").pathname;
        const file = made().find((entry) => entry.path === path);
        if (!file) {
          next();
          return;
        }
        response.setHeader("Content-Type", file.type);
        response.end(file.body);
      });
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const file of made())
        this.emitFile({ type: "asset", fileName: file.path.slice(1), source: file.body });
    },
  };
}
