// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { REDIRECTS } from "../../app/content/redirects";
import { localSite, mainConfig, PRODUCTION_ROOT } from "./nginx-config.mjs";
import { nginxFilesInclude, nginxRedirectsInclude } from "../build/host-configs.mjs";
import { ASSETS_PREFIX, FILE_RULES, REDIRECTS as HOST_REDIRECTS, siteRules } from "../build/host-rules.mjs";
import { CACHE_CONTROL, DOCUMENT_HEADERS, EVERY_RESPONSE_HEADERS } from "../build/security-headers.mjs";

const read = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");
const nginx = read("../../deploy/nginx/industrial-suppliers.conf");
/** nginx with its comments removed, so commented-out examples never count. */
const nginxRules = nginx.replace(/#.*$/gm, "");

describe("the redirects every host gets", () => {
  it("are the site's own redirects (app/content/redirects.ts), each a 301", () => {
    expect(Object.fromEntries(HOST_REDIRECTS.map((r) => [r.from, r.to]))).toEqual(REDIRECTS);
    expect(HOST_REDIRECTS.map((r) => r.status)).toEqual(HOST_REDIRECTS.map(() => 301));
  });
});

describe("deploy/nginx/industrial-suppliers.conf", () => {
  const addHeaders = new Map(
    [...nginxRules.matchAll(/add_header\s+(\S+)\s+(\S+|"[^"]*")\s+always;/g)].map((m) => [m[1], m[2]]),
  );
  /** The value a `map $sent_http_content_type $variable { ~^text/html "value"; }` gives HTML responses. */
  const htmlValue = (variable: string) =>
    new RegExp(`map \\$sent_http_content_type \\${variable} \\{\\s*~\\^text/html "([^"]*)";\\s*\\}`).exec(
      nginxRules,
    )?.[1];

  it("sends nosniff and the cache rule on every response (always)", () => {
    for (const [name, value] of Object.entries(EVERY_RESPONSE_HEADERS))
      expect(addHeaders.get(name), name).toBe(`"${value}"`);
    expect(addHeaders.get("Cache-Control")).toBe("$industrial_suppliers_cache_control");
  });

  it("sends the same document headers as npm start, on HTML responses only", () => {
    for (const [name, value] of Object.entries(DOCUMENT_HEADERS)) {
      const variable = addHeaders.get(name) ?? "";
      expect(variable, name).toMatch(/^\$industrial_suppliers_/);
      expect(htmlValue(variable), name).toBe(value);
    }
    expect(addHeaders.get("Content-Security-Policy")).toBe("$industrial_suppliers_csp");
    // The build writes that map (scripts/build/postbuild.mjs), included at http level beside these.
    expect(nginxRules).toMatch(/^include \/srv\/industrial-suppliers\/nginx\/csp\.conf;$/m);
  });

  it("sets headers only at server level: an add_header in a location would drop the others there", () => {
    // The site file's own locations and those of the includes the build writes into its server block.
    const rules = siteRules({ documents: [], notFoundScripts: [] });
    const server = [nginxRules, nginxFilesInclude(rules), nginxRedirectsInclude(rules)].join("\n");
    const locations = [...server.matchAll(/^\s*location\b[^{]*\{([^}]*)\}/gm)].map((m) => m[1] ?? "");
    expect(locations.length).toBeGreaterThan(5);
    for (const body of locations) expect(body).not.toContain("add_header");
  });

  it("caches /assets/ for a year and revalidates the rest", () => {
    expect(nginxRules).toContain(`~^/assets/  "${CACHE_CONTROL.assets}";`);
    expect(nginxRules).toContain(`default     "${CACHE_CONTROL.other}";`);
  });

  it("serves the files with a type of their own from the build's include, with their cache rule and compressed", () => {
    const server = /^server \{([\s\S]*)^\}/m.exec(nginxRules)?.[1] ?? "";
    expect(server).toMatch(/^\s*include \/srv\/industrial-suppliers\/nginx\/files\.conf;$/m);
    const gzipTypes = /gzip_types([^;]*);/.exec(nginxRules)?.[1]?.trim().split(/\s+/) ?? [];
    for (const { path, type, headers } of FILE_RULES) {
      // Outside /assets/, the cache map gives them its default.
      expect(path.startsWith(ASSETS_PREFIX), path).toBe(false);
      expect(headers["Cache-Control"], path).toBe(CACHE_CONTROL.other);
      expect(gzipTypes, path).toContain(type);
    }
  });

  it("answers the old service paths with the build's 301s, written from the site's own list", () => {
    const server = /^server \{([\s\S]*)^\}/m.exec(nginxRules)?.[1] ?? "";
    expect(server).toMatch(/^\s*include \/srv\/industrial-suppliers\/nginx\/redirects\.conf;$/m);
    // No redirect of its own beside them: the list lives in one place.
    expect(nginxRules).not.toMatch(/return 30[12]/);
    const include = nginxRedirectsInclude(siteRules({ documents: [], notFoundScripts: [] }));
    const redirects = Object.fromEntries(
      [...include.matchAll(/^location = (\S+) \{ return 301 (\S+); \}$/gm)].map((m): [string, string] => [
        m[1] ?? "",
        m[2] ?? "",
      ]),
    );
    expect(redirects).toEqual(REDIRECTS);
  });

  it("redirects /about/ and /about.html to /about, and never a decoded address to another host", () => {
    // Each rewrite as JavaScript reads it (these patterns mean the same there as in nginx's PCRE).
    const rewrites = [...nginxRules.matchAll(/rewrite\s+("[^"]+"|\S+)\s+(\S+)\s+permanent;/g)].map((m) => ({
      pattern: new RegExp((m[1] ?? "").replace(/^"|"$/g, "")),
      target: m[2] ?? "",
    }));
    expect(rewrites.length).toBeGreaterThan(2);
    /** Where nginx sends a decoded path (the first rewrite that matches), or undefined for none. */
    const redirect = (path: string) => {
      const rewrite = rewrites.find(({ pattern }) => pattern.test(path));
      return rewrite && path.replace(rewrite.pattern, rewrite.target);
    };
    expect(redirect("/about/")).toBe("/about");
    expect(redirect("/about.html")).toBe("/about");
    expect(redirect("/about/index.html")).toBe("/about");
    expect(redirect("/index.html")).toBe("/");
    expect(redirect("/store/product/prod-001/")).toBe("/store/product/prod-001");
    expect(redirect("/about")).toBeUndefined();
    // What nginx makes of /%5cevil.com/, /%5c%5cevil.com/, /%5C/evil.com/, /%5cevil.com.html, /%09/evil.com/...
    for (const path of [
      "/\\evil.com/",
      "/\\\\evil.com/",
      "/\\/evil.com/",
      "/\\evil.com.html",
      "/\t/evil.com/",
      "//evil.com/",
    ]) {
      const location = redirect(path);
      if (location !== undefined)
        expect(new URL(location, "https://site.example/").origin, JSON.stringify(path)).toBe(
          "https://site.example",
        );
    }
  });

  it("answers other methods than GET and HEAD with 405, naming those two", () => {
    const server = /^server \{([\s\S]*)^\}/m.exec(nginxRules)?.[1] ?? "";
    expect(server).toMatch(/if \(\$request_method !~ \^\(\?:GET\|HEAD\)\$\) \{\s*return 405;\s*\}/);
    expect(addHeaders.get("Allow")).toBe("$industrial_suppliers_allow");
    expect(nginxRules).toMatch(
      /map \$request_method \$industrial_suppliers_allow \{\s*GET\s+"";\s*HEAD\s+"";\s*default\s+"GET, HEAD";\s*\}/,
    );
  });

  it("compresses and serves the not-found page with a real 404", () => {
    expect(nginxRules).toMatch(/gzip on;/);
    expect(nginxRules).toMatch(/try_files \$uri \$uri\/index\.html =404;/);
    expect(nginxRules).toMatch(/error_page 404 \/404\.html;/);
  });
});

describe("nginx test harness configuration", () => {
  it("points the production site at the local build on a loopback port, changing nothing else", () => {
    const local = localSite(nginx, "/tmp/checkout/build", 4999);
    expect(local).toContain("    listen 127.0.0.1:4999;\n");
    expect(local.match(/^\s*listen /gm)).toHaveLength(1);
    expect(local).not.toContain(PRODUCTION_ROOT);
    expect(local).toContain("root /tmp/checkout/build/client;");
    expect(local).toContain("include /tmp/checkout/build/nginx/csp.conf;");
    expect(local).toContain("include /tmp/checkout/build/nginx/files.conf;");
    const withoutListen = (text: string) => text.replace(/^\s*listen [^\n]*\n/gm, "");
    expect(withoutListen(local)).toBe(
      withoutListen(nginx).replaceAll(PRODUCTION_ROOT, "/tmp/checkout/build"),
    );
  });

  it("refuses a build path nginx would misread", () => {
    expect(() => localSite(nginx, "/tmp/my checkout/build", 4999)).toThrow(/move the checkout/);
  });

  it("keeps every writable path in the temp folder and stays in the foreground", () => {
    const conf = mainConfig({ tempDir: "/tmp/t", siteConf: "/tmp/t/site.conf", asRoot: false });
    expect(conf).toContain("daemon off;");
    expect(conf).toContain("pid /tmp/t/nginx.pid;");
    expect(conf).toContain("error_log /tmp/t/error.log warn;");
    for (const kind of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
      expect(conf).toContain(`${kind}_temp_path /tmp/t/${kind};`);
    }
    expect(conf).not.toContain("user ");
    expect(mainConfig({ tempDir: "/tmp/t", siteConf: "/tmp/t/site.conf", asRoot: true })).toContain(
      "user root;",
    );
  });
});
