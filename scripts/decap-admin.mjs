// Decap CMS at /admin, served from this site's own files: the page and its config live in public/admin/, the
// CMS's script and the chunks it loads on demand come from node_modules/decap-cms/dist. The build copies them
// next to the page (postbuild); the dev server serves them from there.
import { copyFile, readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ADMIN_PREFIX } from "./security-headers.mjs";

const PUBLIC_ADMIN = fileURLToPath(new URL("../public/admin/", import.meta.url));
const DIST = join(dirname(createRequire(import.meta.url).resolve("decap-cms/package.json")), "dist");

/**
 * The file names from decap-cms/dist the page needs: the script, its chunks and its licence notice. Not the source
 * maps, nor the WebAssembly image encoder (image uploads; the data files hold image addresses).
 */
export async function decapFiles() {
  const names = await readdir(DIST);
  return names.filter((name) => /^(\d+\.)?decap-cms\.js(\.LICENSE\.txt)?$/.test(name)).sort();
}

/** Copies Decap's files into the built admin folder (build/client/admin/). */
export async function copyDecapFiles(adminDir) {
  const names = await decapFiles();
  await Promise.all(names.map((name) => copyFile(join(DIST, name), join(adminDir, name))));
  return names.length;
}

/** config.yml with the local backend on the port decap-server listens on (DECAP_SERVER_PORT, default 8081). */
export function withLocalBackendPort(config, port) {
  return config.replace(/(local_backend:\s*\n\s*url: http:\/\/localhost:)\d+/, `$1${port}`);
}

const TYPES = { ".html": "text/html", ".yml": "text/yaml", ".js": "text/javascript", ".txt": "text/plain" };

/** Vite plugin: the dev server answers /admin/ with the same files the build ships. */
export function decapAdmin() {
  return {
    name: "decap-admin",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const path = new URL(request.url ?? "/", "http://localhost").pathname;
        // /admin and /admin/ both open the page, as on the production servers.
        if (path !== "/admin" && !path.startsWith(ADMIN_PREFIX)) return next();
        const name = path.slice(ADMIN_PREFIX.length) || "index.html";
        const fromDist = (await decapFiles()).includes(name);
        if (!fromDist && !["index.html", "config.yml"].includes(name)) return next();
        let body = await readFile(join(fromDist ? DIST : PUBLIC_ADMIN, name));
        if (name === "config.yml") {
          body = withLocalBackendPort(body.toString("utf8"), process.env.DECAP_SERVER_PORT ?? "8081");
        }
        const type = TYPES[name.slice(name.lastIndexOf("."))] ?? "application/octet-stream";
        response.writeHead(200, { "Content-Type": type, "X-Robots-Tag": "noindex" }).end(body);
      });
    },
  };
}
