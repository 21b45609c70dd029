// Pure helpers for scripts/serve/nginx.mjs: the nginx configuration a local, unprivileged test run needs.

/** Where deploy/nginx/industrial-suppliers.conf expects the build on a production host. */
export const PRODUCTION_ROOT = "/srv/industrial-suppliers";

/**
 * The production site file, pointed at this checkout's build and a loopback port. Everything else (headers,
 * caching, compression, redirects, 404) stays exactly what production hosts get.
 * @param {string} site contents of deploy/nginx/industrial-suppliers.conf
 * @param {string} buildDir absolute path of the build folder (holding client/ and nginx/)
 * @param {number} port
 * @returns {string}
 */
export function localSite(site, buildDir, port) {
  if (/[\s;"'{}$]/.test(buildDir))
    throw new Error(`nginx cannot be pointed at "${buildDir}": move the checkout`);
  const listens = /^[ \t]*listen[ \t]+[^;\n]+;[ \t]*\n/gm;
  if (!listens.test(site) || !site.includes(PRODUCTION_ROOT)) {
    throw new Error(`the nginx site file no longer has its listen lines or ${PRODUCTION_ROOT} paths`);
  }
  let first = true;
  return site
    .replace(listens, () => {
      const line = first ? `    listen 127.0.0.1:${port};\n` : "";
      first = false;
      return line;
    })
    .replaceAll(PRODUCTION_ROOT, buildDir);
}

/**
 * A main nginx.conf that runs in the foreground with every writable path inside tempDir.
 * @param {{ tempDir: string, siteConf: string, asRoot: boolean }} options
 * @returns {string}
 */
export function mainConfig({ tempDir, siteConf, asRoot }) {
  return [
    "daemon off;",
    "worker_processes 1;",
    // As root, nginx hands its workers to `nobody`, who may not be able to read the checkout: stay root.
    ...(asRoot ? ["user root;"] : []),
    `pid ${tempDir}/nginx.pid;`,
    `error_log ${tempDir}/error.log warn;`,
    "events { worker_connections 256; }",
    "http {",
    "  include /etc/nginx/mime.types;",
    "  default_type application/octet-stream;",
    "  sendfile on;",
    "  access_log off;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
      (kind) => `  ${kind}_temp_path ${tempDir}/${kind};`,
    ),
    `  include ${siteConf};`,
    "}",
    "",
  ].join("\n");
}
