// Decap CMS at /admin, served from this site's own files: the page and its config live in public/admin/, the
// CMS's prebuilt script and the chunks it loads on demand come from Decap's published package. Only its dist/
// is used, so it is not an npm dependency (that would install some 865 packages the site never runs): the build
// fetches the pinned tarball once with `npm pack` (npm's cache makes later builds offline), checks it against the
// pinned integrity, and keeps the files it needs under node_modules/.cache/. The dev server serves them from there.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ADMIN_PREFIX, adminContentSecurityPolicy } from "../build/security-headers.mjs";
import { devPreviewStyles, PREVIEW_STYLES } from "./preview-styles.mjs";
import { SITE_AUTH_ENDPOINT } from "../../public/admin/site-sign-in.js";

/** The content manager's release: change both together (`npm view decap-cms@<version> dist.integrity`). */
export const DECAP_RELEASE = {
  name: "decap-cms",
  version: "3.16.3",
  integrity:
    "sha512-hf+dPlCh7TJmWl8+6VRzHYOWhri5xgUknrZbDewaWe4s9B7xJ8PQugp2QHeSldMUKzav6+z0oIpwUYhUJDYtYw==",
};

const PUBLIC_ADMIN = fileURLToPath(new URL("../../public/admin/", import.meta.url));
const CACHE = fileURLToPath(
  new URL(`../../node_modules/.cache/${DECAP_RELEASE.name}-${DECAP_RELEASE.version}/`, import.meta.url),
);

/** The files the page needs: the script, its chunks and its licence notice; not the source maps. */
export const isDecapFile = (/** @type {string} */ name) =>
  /^(\d+\.)?decap-cms\.js(\.LICENSE\.txt)?$/.test(name);

/** The folder holding the pinned release's files, fetched and verified on first use. */
export async function decapDist() {
  if (existsSync(join(CACHE, "decap-cms.js"))) return CACHE;
  const work = await mkdtemp(join(tmpdir(), "decap-"));
  try {
    const spec = `${DECAP_RELEASE.name}@${DECAP_RELEASE.version}`;
    const pack = spawnSync("npm", ["pack", spec, "--pack-destination", work, "--json", "--silent"], {
      encoding: "utf8",
      shell: process.platform === "win32",
    });
    if (pack.status !== 0) throw new Error(`npm pack ${spec} failed:\n${pack.stderr}`);
    const [{ filename }] = JSON.parse(pack.stdout);
    const tarball = join(work, filename);
    const digest = `sha512-${createHash("sha512")
      .update(await readFile(tarball))
      .digest("base64")}`;
    if (digest !== DECAP_RELEASE.integrity) {
      throw new Error(
        `${spec}: the tarball's integrity ${digest} is not the pinned ${DECAP_RELEASE.integrity}`,
      );
    }
    const untar = spawnSync("tar", ["-xzf", tarball, "-C", work], { encoding: "utf8" });
    if (untar.status !== 0) throw new Error(`tar could not unpack ${filename}:\n${untar.stderr}`);
    const staging = `${CACHE.replace(/[\\/]$/, "")}.partial`;
    await rm(staging, { recursive: true, force: true });
    await mkdir(staging, { recursive: true });
    const dist = join(work, "package", "dist");
    const names = (await readdir(dist)).filter(isDecapFile);
    await Promise.all(names.map((name) => copyFile(join(dist, name), join(staging, name))));
    // Whole or not at all: a build stopped half-way fetches again next time.
    await rm(CACHE, { recursive: true, force: true });
    await rename(staging, CACHE);
    return CACHE;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The file names of the pinned release the page needs, sorted. */
export async function decapFiles() {
  return (await readdir(await decapDist())).filter(isDecapFile).sort();
}

/** Copies Decap's files into the built admin folder (build/client/admin/). */
export async function copyDecapFiles(adminDir) {
  const dist = await decapDist();
  const names = await decapFiles();
  await Promise.all(names.map((name) => copyFile(join(dist, name), join(adminDir, name))));
  return names.length;
}

/** The placeholder repository config.yml ships with, until the company's own is set. */
export const PLACEHOLDER_REPO = "OWNER/REPOSITORY";

/**
 * How staff sign in on the live site: `netlify` (Netlify's own GitHub OAuth, Decap's default) or `site` (the
 * site's own functions at /api/auth and /api/callback). CMS_AUTH chooses; unset, `site` on the hosts whose build
 * sets CF_PAGES (Cloudflare Pages) or VERCEL, `netlify` elsewhere.
 * @param {{ CMS_AUTH?: string, CF_PAGES?: string, VERCEL?: string }} [env]
 * @returns {"netlify" | "site"}
 */
export function cmsAuth({ CMS_AUTH, CF_PAGES, VERCEL } = {}) {
  const chosen = CMS_AUTH?.trim();
  if (chosen === "netlify" || chosen === "site") return chosen;
  if (chosen) throw new Error(`CMS_AUTH must be netlify or site, not "${chosen}"`);
  return CF_PAGES || VERCEL ? "site" : "netlify";
}

/**
 * config.yml for the live site: `CMS_REPO` (owner/name) and `CMS_BRANCH` set the repository and branch edits are
 * committed to, when given, and the local backend is left out (only `npm run cms` serves one, from its own copy of
 * the file; on a page at localhost Decap would try to reach it, which the live page's policy refuses). With the
 * site's own sign-in (cmsAuth), the backend gets `auth_endpoint: api/auth`, and the admin page adds its origin as
 * `base_url` (public/admin/site-sign-in.js). Returns the text, whether the repository is still the placeholder,
 * and the sign-in.
 * @param {string} config
 * @param {{ CMS_REPO?: string, CMS_BRANCH?: string, CMS_AUTH?: string, CF_PAGES?: string, VERCEL?: string }} [env]
 * @returns {{ text: string, placeholder: boolean, auth: "netlify" | "site" }}
 */
export function withRepository(config, env = {}) {
  const { CMS_REPO, CMS_BRANCH } = env;
  const auth = cmsAuth(env);
  let text = config;
  if (CMS_REPO) {
    if (!/^[\w.-]+\/[\w.-]+$/.test(CMS_REPO))
      throw new Error(`CMS_REPO must be owner/name, not "${CMS_REPO}"`);
    text = text.replace(/^(\s*repo:\s*).*$/m, `$1${CMS_REPO}`);
  }
  if (CMS_BRANCH) text = text.replace(/^(\s*branch:\s*).*$/m, `$1${CMS_BRANCH}`);
  text = withoutLocalBackend(text);
  if (auth === "site") {
    text = text.replace(
      /^(backend:[^\n]*\n)([ \t]+)/m,
      (_, head, indent) => `${head}${indent}auth_endpoint: ${SITE_AUTH_ENDPOINT}\n${indent}`,
    );
  }
  const repo = /^\s*repo:\s*(\S+)/m.exec(text)?.[1];
  return { text, placeholder: repo === PLACEHOLDER_REPO, auth };
}

/**
 * config.yml without its `local_backend` block (the key and its indented lines).
 * @param {string} config
 * @returns {string}
 */
export function withoutLocalBackend(config) {
  return config.replace(/^local_backend:[^\n]*\n(?:[ \t]+[^\n]*\n|[ \t]*\n)*/m, "");
}

/** config.yml with the local backend on the port decap-server listens on (DECAP_SERVER_PORT, default 8081). */
export function withLocalBackendPort(config, port) {
  return config.replace(/(local_backend:\s*\n\s*url: http:\/\/localhost:)\d+/, `$1${port}`);
}

/** Where Decap finds decap-server on the staff's own machine: the origin of config.yml's local_backend. */
export const localBackendOrigin = (/** @type {string} */ port) => `http://localhost:${port}`;

/**
 * The headers of the content manager's page as `npm run cms` serves it: the live policy, plus the local backend,
 * which only this local serving may reach.
 * @param {string} port decap-server's port
 */
export function localAdminHeaders(port) {
  return {
    "Content-Security-Policy": adminContentSecurityPolicy({ localBackend: localBackendOrigin(port) }),
  };
}

const TYPES = {
  ".html": "text/html",
  ".yml": "text/yaml",
  ".js": "text/javascript",
  ".css": "text/css",
  ".txt": "text/plain",
};

/**
 * Vite plugin: the dev server answers /admin/ with the same files the build ships. First in line, ahead of Astro's
 * own handlers (which answer any address ending in a slash with a 404 page, for trailingSlash "never"), so the
 * address staff are given, /admin/, opens the content manager in `npm run cms` as /admin does.
 */
export function decapAdmin() {
  return {
    name: "decap-admin",
    apply: "serve",
    configureServer(server) {
      // Astro puts its handlers at the front once every plugin has set up; this one then goes before them.
      return () => server.middlewares.stack.unshift({ route: "", handle: adminFiles(server) });
    },
  };
}

/**
 * The dev server's handler for the content manager's files.
 * @param {import("vite").ViteDevServer} server
 * @returns {import("vite").Connect.NextHandleFunction}
 */
function adminFiles(server) {
  /** @type {(request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse, next: (error?: unknown) => void) => Promise<void>} */
  const answer = async (request, response, next) => {
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    // /admin and /admin/ both open the page, as on the production servers.
    if (path !== "/admin" && !path.startsWith(ADMIN_PREFIX)) return next();
    const name = path.slice(ADMIN_PREFIX.length) || "index.html";
    const fromDist = (await decapFiles()).includes(name);
    const own = name === PREVIEW_STYLES || (await readdir(PUBLIC_ADMIN)).includes(name);
    if (!fromDist && !own) return next();
    let body =
      name === PREVIEW_STYLES
        ? await devPreviewStyles(server)
        : await readFile(join(fromDist ? await decapDist() : PUBLIC_ADMIN, name));
    const port = process.env.DECAP_SERVER_PORT ?? "8081";
    if (name === "config.yml") body = withLocalBackendPort(body.toString("utf8"), port);
    const type = TYPES[name.slice(name.lastIndexOf("."))] ?? "application/octet-stream";
    response
      .writeHead(200, {
        "Content-Type": type,
        "X-Robots-Tag": "noindex",
        ...(name === "index.html" ? localAdminHeaders(port) : {}),
      })
      .end(body);
  };
  // A file that cannot be read is the dev server's error page, not a request left hanging.
  return (request, response, next) => void answer(request, response, next).catch(next);
}
