// @vitest-environment node
import { getTransformedRoutes, headersSchema, redirectsSchema } from "@vercel/routing-utils";
import Ajv from "ajv";
import { describe, expect, it } from "vitest";
import {
  azureConfig,
  headersFile,
  HostLimitError,
  LIMITS,
  nginxCspInclude,
  nginxFilesInclude,
  redirectsFile,
  serveConfig,
  vercelConfig,
} from "./host-configs.mjs";
import { MANIFEST_PATH } from "../../app/content/web-app";
import { FILE_RULES, pagePath, REDIRECTS, siteRules } from "./host-rules.mjs";
import {
  allowingScripts,
  CACHE_CONTROL,
  DOCUMENT_HEADERS,
  EVERY_RESPONSE_HEADERS,
  scriptHash,
} from "./security-headers.mjs";

type Headers = Record<string, string>;

// A small site: scripts every page shares, one of its own per page (Astro's island runtime on a page with an
// island), and the redirect pages (no scripts).
const shared = ["window.__badge = {}", "document.documentElement.dataset.hydrated = 'true'"];
const documents = [
  { path: "/", scripts: [...shared, "home data"] },
  { path: "/about", scripts: [...shared, "about data"] },
  { path: "/store/product/prod-001", scripts: [...shared, "(self.Astro||(self.Astro={})).load=e"] },
  ...REDIRECTS.map((redirect) => ({ path: redirect.from, scripts: [] })),
];
const notFoundScripts = [...shared, "not found data"];
const rules = siteRules({ documents, notFoundScripts });
const ASSET = "/assets/entry-abc123.js";
const OTHER_FILES = ["/favicon.svg", "/sitemap.xml", "/robots.txt", "/sitemap-0.xml", "/icons/icon-192.png"];
/** The offline copy's service worker and the web app manifest: each with its type, asked for again at each visit. */
const OWN_TYPES: Record<string, string> = {
  "/sw.js": "text/javascript",
  "/manifest.webmanifest": "application/manifest+json",
};
/** The worker's own policy, which governs what it fetches: the site, the photos, nothing else. */
const WORKER_POLICY = "default-src 'none'; connect-src 'self' https://images.unsplash.com";
const OWN_POLICIES: Record<string, Headers> = { "/sw.js": { "Content-Security-Policy": WORKER_POLICY } };
/** What every address that is no page gets on hosts whose rules go by address: the not-found page's. */
const notFoundDocumentHeaders = () => ({
  ...DOCUMENT_HEADERS,
  "Content-Security-Policy": rules.notFound.headers["Content-Security-Policy"],
});

const scriptSources = (policy = "") =>
  (policy.split(";").find((part) => part.trim().startsWith("script-src")) ?? "").trim().split(/\s+/).slice(1);

/** What a page must get from every host: its policy allows its own scripts, plus the document headers. */
function expectDocumentHeaders(headers: Headers, path: string, host: string) {
  const what = `${host} ${path}`;
  const own = documents.find((document) => document.path === path)?.scripts ?? [];
  expect(headers["X-Content-Type-Options"], what).toBe("nosniff");
  expect(headers["Cache-Control"], what).toBe(CACHE_CONTROL.other);
  for (const [name, value] of Object.entries(DOCUMENT_HEADERS))
    expect(headers[name], `${what} ${name}`).toBe(value);
  const sources = scriptSources(headers["Content-Security-Policy"]);
  for (const script of own) expect(sources, what).toContain(scriptHash(script));
  expect(sources, what).not.toContain("'unsafe-inline'");
}

describe("pagePath", () => {
  it("maps each built page file to the one address it answers at", () => {
    expect(pagePath("index.html")).toBe("/");
    expect(pagePath("about/index.html")).toBe("/about");
    expect(pagePath("store/product/prod-001/index.html")).toBe("/store/product/prod-001");
    expect(pagePath("404.html")).toBeUndefined();
  });
});

describe("siteRules", () => {
  it("gives each page a policy with only its own inline scripts and the not-found page's", () => {
    const about = rules.pages.find((page) => page.path === "/about");
    const sources = scriptSources(about?.headers["Content-Security-Policy"]);
    const allowed = [...new Set([...shared, "about data", ...notFoundScripts].map(scriptHash))].sort();
    expect(sources).toEqual(["'self'", ...allowed]);
    expect(sources).not.toContain(scriptHash("home data"));
  });

  it("leaves the redirected addresses to the redirects", () => {
    expect(rules.pages.map((page) => page.path)).toEqual(["/", "/about", "/store/product/prod-001"]);
  });

  it("gives servers with one policy a policy that allows every page's scripts and the not-found page's", () => {
    const sources = scriptSources(rules.sitePolicy);
    for (const script of [...documents.flatMap((document) => document.scripts), ...notFoundScripts])
      expect(sources).toContain(scriptHash(script));
  });

  it("serves the service worker as JavaScript with its own policy and the manifest with its own type, both revalidated", () => {
    expect(Object.fromEntries(rules.files.map(({ path, type }) => [path, type]))).toEqual(OWN_TYPES);
    for (const file of rules.files)
      expect(file.headers, file.path).toEqual({ "Cache-Control": "no-cache", ...OWN_POLICIES[file.path] });
    // The address the pages link the manifest at.
    expect(FILE_RULES.map((file) => file.path)).toContain(MANIFEST_PATH);
  });

  it("lets a part of the site carry its own policy with one entry", () => {
    const withAdmin = siteRules({
      documents: [...documents, { path: "/admin", scripts: ["cms"] }],
      notFoundScripts,
      sections: [
        { path: "/admin", contentSecurityPolicy: "default-src 'self'; script-src 'self' cms.example" },
      ],
    });
    const admin = withAdmin.pages.find((page) => page.path === "/admin");
    // The section's own policy, which also lets the not-found page run: an unknown address under the section is
    // the not-found page, with the section's headers on hosts that choose them by address.
    const editor = allowingScripts(
      "default-src 'self'; script-src 'self' cms.example",
      notFoundScripts.map(scriptHash),
    );
    expect(editor).toMatch(/^default-src 'self'; script-src 'self' cms\.example 'sha256-/);
    expect(admin?.headers["Content-Security-Policy"]).toBe(editor);
    expect(admin?.headers["X-Frame-Options"]).toBe("DENY");
    expect(serveConfig(withAdmin).headers).toContainEqual({
      source: "admin/**",
      headers: [{ key: "Content-Security-Policy", value: editor }],
    });
    expect(nginxCspInclude(withAdmin)).toContain(`~^/admin(/|$) "${editor}";`);
    const azure = azureConfig(withAdmin);
    for (const route of ["/admin", "/admin/*"])
      expect(azure.routes).toContainEqual({
        route,
        headers: { "Cache-Control": "no-cache", ...DOCUMENT_HEADERS, "Content-Security-Policy": editor },
      });
  });
});

describe("build/serve.json (npm start)", () => {
  const serve = serveConfig(rules);

  it("answers the old service paths with 301s", () => {
    expect(serve.redirects).toEqual(
      REDIRECTS.map(({ from, to }) => ({ source: from, destination: to, type: 301 })),
    );
  });

  it("sends nosniff and revalidation everywhere, the policy and document headers on HTML, and caches assets last", () => {
    const bySource = (source: string) =>
      serve.headers
        .filter((entry) => entry.source === source)
        .flatMap((entry) => entry.headers.map((h): [string, string] => [h.key, h.value]));
    expect(Object.fromEntries(bySource("**"))).toEqual({
      ...EVERY_RESPONSE_HEADERS,
      "Cache-Control": "no-cache",
    });
    expect(Object.fromEntries(bySource("**/*.html"))).toEqual({
      "Content-Security-Policy": rules.sitePolicy,
      ...DOCUMENT_HEADERS,
    });
    expect(serve.headers.at(-1)).toEqual({
      source: "assets/**",
      headers: [{ key: "Cache-Control", value: CACHE_CONTROL.assets }],
    });
    expect(serve).toMatchObject({ cleanUrls: true, trailingSlash: false, directoryListing: false });
  });

  it("gives the service worker and the manifest their type and cache rule after the rule for every file", () => {
    const everyFile = serve.headers.findIndex((entry) => entry.source === "**");
    for (const [path, type] of Object.entries(OWN_TYPES)) {
      const index = serve.headers.findIndex((entry) => entry.source === path.slice(1));
      // serve-handler applies every matching rule in order: the later one wins.
      expect(index, path).toBeGreaterThan(everyFile);
      expect(serve.headers[index]?.headers, path).toEqual([
        { key: "Cache-Control", value: "no-cache" },
        ...Object.entries(OWN_POLICIES[path] ?? {}).map(([key, value]) => ({ key, value })),
        { key: "Content-Type", value: type },
      ]);
    }
  });
});

/**
 * `_headers` as each host applies it to an address.
 *
 * Cloudflare Pages (its local server's code): every rule whose pattern matches, in the file's order; a rule's
 * `! Name` lines drop what earlier rules set, then its headers are set, and one an earlier rule set and this rule
 * did not drop is joined to it with a comma (which fails here: two policies out of one).
 *
 * Netlify (its parser and its CLI's matching): `! Name` lines skipped (no colon), a pattern matches in any case
 * with or without a final slash, and of a header several matching rules set, the last rule's value is kept.
 */
function parseHeadersFile(text: string) {
  const rules: { pattern: string; detach: string[]; headers: [string, string][] }[] = [];
  for (const line of text.split("\n")) {
    if (line.startsWith("#") || line.trim() === "") continue;
    if (!line.startsWith(" ")) rules.push({ pattern: line, detach: [], headers: [] });
    else if (line.trim().startsWith("! ")) rules.at(-1)?.detach.push(line.trim().slice(2));
    else {
      const [, name = "", value = ""] = /^\s+([^:]+):\s*(.*)$/.exec(line) ?? [];
      rules.at(-1)?.headers.push([name, value]);
    }
  }
  const escape = (part: string) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  const cloudflarePattern = (pattern: string) => new RegExp(`^${pattern.split("*").map(escape).join(".*")}$`);
  const netlifyPattern = (pattern: string) => {
    const parts = pattern.split("/").filter(Boolean);
    const regExp = parts.map((part) => (part === "*" ? "?(.*)" : part.split("*").map(escape).join("(.*)")));
    return new RegExp(`^/${regExp.join("/")}/?$`, "iu");
  };
  return {
    cloudflare: (path: string): Headers => {
      const sent = new Map<string, [string, string]>();
      for (const rule of rules.filter(({ pattern }) => cloudflarePattern(pattern).test(path))) {
        for (const name of rule.detach) sent.delete(name.toLowerCase());
        for (const [name, value] of rule.headers) {
          expect(sent.has(name.toLowerCase()), `${path}: ${name} joined to an earlier rule's`).toBe(false);
          sent.set(name.toLowerCase(), [name, value]);
        }
      }
      return Object.fromEntries(sent.values());
    },
    netlify: (path: string): Headers => {
      const sent = new Map<string, [string, string]>();
      for (const rule of rules.filter(({ pattern }) => netlifyPattern(pattern).test(path)))
        for (const [name, value] of rule.headers) sent.set(name.toLowerCase(), [name, value]);
      return Object.fromEntries(sent.values());
    },
  };
}

describe("build/nginx/files.conf (nginx)", () => {
  const text = nginxFilesInclude(rules);

  it("serves each file with a type of its own from an exact location that sets no header", () => {
    for (const [path, type] of Object.entries(OWN_TYPES))
      expect(text, path).toContain(`location = ${path} {\n    types { }\n    default_type ${type};\n}\n`);
    expect(text).not.toContain("add_header");
  });

  it("refuses an address nginx would not read as one file", () => {
    const odd = { ...rules, files: [{ path: "/sw.js; evil", type: "text/javascript", headers: {} }] };
    expect(() => nginxFilesInclude(odd)).toThrow(/not a plain file name/);
  });
});

describe("_headers (Netlify, Cloudflare Pages)", () => {
  const text = headersFile(rules);
  const hosts = parseHeadersFile(text);
  const { cloudflare } = hosts;
  const notFoundPolicy = rules.notFound.headers["Content-Security-Policy"];

  it("sends each page its own policy and the document headers, on both hosts", () => {
    for (const { path } of rules.pages)
      for (const host of ["cloudflare", "netlify"] as const) {
        const headers = hosts[host](path);
        expectDocumentHeaders(headers, path, `_headers on ${host}`);
        expect(headers["Content-Security-Policy"], `${host} ${path}`).toBe(
          rules.pages.find((page) => page.path === path)?.headers["Content-Security-Policy"],
        );
      }
  });

  it("sends an unknown address, and a page's address in another case, the not-found page's policy and the document headers", () => {
    for (const path of ["/no/such/page", "/store/product/prod-999", "/ABOUT", "/Store/Product/PROD-001"]) {
      const headers = cloudflare(path);
      expect(headers, path).toEqual({
        ...EVERY_RESPONSE_HEADERS,
        ...DOCUMENT_HEADERS,
        "Content-Security-Policy": notFoundPolicy,
      });
      expect(headers["Content-Security-Policy"], path).toContain("frame-ancestors 'none'");
      for (const script of notFoundScripts)
        expect(scriptSources(headers["Content-Security-Policy"]), path).toContain(scriptHash(script));
    }
  });

  it("lets the not-found page's scripts run under a page's rule too, which Netlify applies to the page's address in any case", () => {
    const about = hosts.netlify("/ABOUT");
    expect(about["Content-Security-Policy"]).toBe(hosts.netlify("/about")["Content-Security-Policy"]);
    for (const script of notFoundScripts)
      expect(scriptSources(about["Content-Security-Policy"])).toContain(scriptHash(script));
  });

  it("caches assets for a year; gives assets and other files, found or not, the not-found page's headers, on both hosts", () => {
    // A rule cannot tell a file from a missing one, and a missing one is the not-found page: frame protection,
    // the policy and the rest on every answer.
    for (const host of ["cloudflare", "netlify"] as const) {
      for (const path of [ASSET, "/assets/gone.js"])
        expect(hosts[host](path), `${host} ${path}`).toEqual({
          ...EVERY_RESPONSE_HEADERS,
          ...notFoundDocumentHeaders(),
          "Cache-Control": CACHE_CONTROL.assets,
        });
      for (const path of [...OTHER_FILES, "/x.js", "/a.css", "/x.yml", "/x.webmanifest"])
        expect(hosts[host](path), `${host} ${path}`).toEqual({
          ...EVERY_RESPONSE_HEADERS,
          ...notFoundDocumentHeaders(),
        });
    }
  });

  it("serves the service worker with its type and its own policy, the manifest with its type, both revalidated, on both hosts", () => {
    for (const host of ["cloudflare", "netlify"] as const)
      for (const [path, type] of Object.entries(OWN_TYPES))
        expect(hosts[host](path), `${host} ${path}`).toEqual({
          ...EVERY_RESPONSE_HEADERS,
          ...notFoundDocumentHeaders(),
          ...OWN_POLICIES[path],
          "Cache-Control": "no-cache",
          "Content-Type": type,
        });
  });

  it("gives the content manager its own policy alone, on both hosts, letting the not-found page run under it", () => {
    const own = "default-src 'self'; script-src 'self' cms.example";
    const editor = allowingScripts(own, notFoundScripts.map(scriptHash));
    const withAdmin = siteRules({
      documents,
      notFoundScripts,
      sections: [{ path: "/admin", contentSecurityPolicy: own, headers: { "X-Robots-Tag": "noindex" } }],
    });
    const admin = parseHeadersFile(headersFile(withAdmin));
    for (const host of ["cloudflare", "netlify"] as const) {
      expect(admin[host]("/admin"), host).toEqual({
        ...EVERY_RESPONSE_HEADERS,
        ...DOCUMENT_HEADERS,
        "Cache-Control": "no-cache",
        "Content-Security-Policy": editor,
        "X-Robots-Tag": "noindex",
      });
      expect(admin[host]("/admin/cms.js")["Content-Security-Policy"], host).toBe(editor);
    }
  });

  it("fails naming Cloudflare's limit past 100 rules", () => {
    const many = siteRules({
      documents: Array.from({ length: LIMITS.cloudflareHeaderRules - 1 }, (_, i) => ({
        path: `/p${i}`,
        scripts: [],
      })),
      notFoundScripts,
    });
    expect(() => headersFile(many)).toThrow(HostLimitError);
    expect(() => headersFile(many)).toThrow(/at most 100/);
  });

  it("fails naming Cloudflare's limit when a header line passes 2,000 characters", () => {
    const busy = siteRules({
      documents: [{ path: "/", scripts: Array.from({ length: 40 }, (_, i) => `script ${i}`) }],
      notFoundScripts,
    });
    expect(() => headersFile(busy)).toThrow(/2,000 per header line/);
  });
});

describe("_redirects (Netlify, Cloudflare Pages)", () => {
  const lines = redirectsFile(rules)
    .split("\n")
    .filter((line) => line && !line.startsWith("#"));

  it("answers the not-found page's own addresses as no page, before any other rule", () => {
    expect(lines.slice(0, 2)).toEqual(["/404.html /%25 200", "/404 /%25 200"]);
  });

  it("holds the three 301s and serves each page at its address without a slash", () => {
    for (const { from, to } of REDIRECTS) expect(lines).toContain(`${from} ${to} 301`);
    expect(lines).toContain("/about/ /about 301");
    expect(lines).toContain("/about /about/ 200");
    expect(lines.some((line) => line.startsWith("/ "))).toBe(false);
  });

  it("uses only the documented form: source, destination, status", () => {
    for (const line of lines) expect(line).toMatch(/^\/\S* \/\S* (200|301|302|303|307|308)$/);
    expect(lines.length).toBeLessThanOrEqual(LIMITS.cloudflareStaticRedirects);
  });
});

describe("vercel.json", () => {
  const config = vercelConfig(rules);
  const ajv = new Ajv({ allErrors: true, strict: false });

  it("matches Vercel's published schemas for redirects and headers", () => {
    expect(ajv.validate(redirectsSchema, config.redirects), ajv.errorsText()).toBe(true);
    expect(ajv.validate(headersSchema, config.headers), ajv.errorsText()).toBe(true);
    expect(Object.keys(config).sort()).toEqual([
      "$schema",
      "cleanUrls",
      "headers",
      "redirects",
      "trailingSlash",
    ]);
  });

  // Vercel's own routing library turns vercel.json into the routes its edge runs; this follows them in order.
  const { routes, error } = getTransformedRoutes(config);
  /** The parts of Vercel's route type this follows: redirects carry a status, header routes continue. */
  type Step = { src?: string; status?: number; headers?: Headers };
  const steps: Step[] = routes ?? [];
  const route = (path: string) => {
    const headers: Headers = {};
    for (const entry of steps) {
      if (entry.src === undefined || !new RegExp(entry.src).test(path)) continue;
      if (entry.status) {
        const location = path.replace(new RegExp(entry.src), entry.headers?.Location ?? "");
        return { status: entry.status, headers: { ...headers, ...entry.headers, Location: location } };
      }
      for (const [name, value] of Object.entries(entry.headers ?? {})) {
        expect(headers[name], `${path}: ${name} set twice`).toBeUndefined();
        headers[name] = value;
      }
    }
    return { status: 200, headers };
  };

  it("is accepted by Vercel's routing", () => {
    expect(error).toBeNull();
  });

  it("answers the old service paths with 301 (not Vercel's default 308)", () => {
    for (const { from, to } of REDIRECTS)
      expect(route(from)).toMatchObject({ status: 301, headers: { Location: to } });
  });

  it("sends each page its own policy and the document headers, each from one rule", () => {
    for (const { path } of rules.pages) expectDocumentHeaders(route(path).headers, path, "vercel");
  });

  it("sends every address that is no page, files found or not included, the not-found page's own policy and document headers", () => {
    for (const path of ["/no/such/page", "/store/product/prod-999", "/aboutx", "/x.js", "/a.css"]) {
      const { headers } = route(path);
      expect(headers, path).toEqual({ ...EVERY_RESPONSE_HEADERS, ...notFoundDocumentHeaders() });
      for (const script of notFoundScripts)
        expect(scriptSources(headers["Content-Security-Policy"])).toContain(scriptHash(script));
    }
    for (const file of OTHER_FILES)
      expect(route(file).headers, file).toEqual({ ...EVERY_RESPONSE_HEADERS, ...notFoundDocumentHeaders() });
  });

  it("serves the service worker with its type and its own policy, the manifest with its type, revalidated, each header from one rule", () => {
    expect(route("/sw.js").headers).toEqual({
      ...EVERY_RESPONSE_HEADERS,
      "Cache-Control": "no-cache",
      "Content-Security-Policy": WORKER_POLICY,
      "Content-Type": OWN_TYPES["/sw.js"],
    });
    expect(route(MANIFEST_PATH).headers).toEqual({
      ...EVERY_RESPONSE_HEADERS,
      ...notFoundDocumentHeaders(),
      "Cache-Control": "no-cache",
      "Content-Type": OWN_TYPES[MANIFEST_PATH],
    });
  });

  it("caches assets for a year and redirects slashed addresses to the page's one address", () => {
    expect(route(ASSET).headers).toEqual({
      ...EVERY_RESPONSE_HEADERS,
      ...notFoundDocumentHeaders(),
      "Cache-Control": CACHE_CONTROL.assets,
    });
    expect(route("/about/")).toMatchObject({ status: 308, headers: { Location: "/about" } });
  });
});

describe("staticwebapp.config.json (Azure Static Web Apps)", () => {
  const config = azureConfig(rules);
  const toRegExp = (route: string) =>
    new RegExp(
      `^${route
        .replace(/\.\{([^}]*)\}$/, (_, list: string) => `\\.(${list.split(",").join("|")})`)
        .replace(/\*/g, ".*")}$`,
    );
  /** Azure applies the first route that matches, over the global headers. */
  type Route = { route: string; redirect?: string; statusCode?: number; headers?: Headers };
  const routes: Route[] = config.routes;
  const route = (path: string): Omit<Route, "route"> & { headers: Headers } => {
    const match = routes.find((entry) => toRegExp(entry.route).test(path));
    const globalHeaders: Headers = config.globalHeaders;
    return { ...match, headers: { ...globalHeaders, ...match?.headers } };
  };

  it("uses only documented properties, no navigation fallback, and stays under 20 KB", () => {
    const allowed = ["routes", "responseOverrides", "globalHeaders", "mimeTypes", "trailingSlash"];
    for (const key of Object.keys(config)) expect(allowed).toContain(key);
    expect(config).not.toHaveProperty("navigationFallback");
    for (const entry of config.routes)
      for (const key of Object.keys(entry))
        expect(["route", "redirect", "statusCode", "headers"]).toContain(key);
    expect(Buffer.byteLength(JSON.stringify(config, null, 2))).toBeLessThan(LIMITS.azureConfigBytes);
  });

  it("answers unknown paths with the 404 page and status 404", () => {
    expect(config.responseOverrides).toEqual({ "404": { rewrite: "/404.html", statusCode: 404 } });
    expect(config.trailingSlash).toBe("never");
  });

  it("answers the old service paths with 301s", () => {
    for (const { from, to } of REDIRECTS)
      expect(route(from)).toMatchObject({ redirect: to, statusCode: 301 });
  });

  it("sends every answer the site-wide policy and the document headers, files found or not included", () => {
    const siteWide = {
      ...EVERY_RESPONSE_HEADERS,
      "Content-Security-Policy": rules.sitePolicy,
      ...DOCUMENT_HEADERS,
    };
    for (const { path } of rules.pages) {
      expectDocumentHeaders(route(path).headers, path, "azure");
      expect(route(path).headers["Content-Security-Policy"]).toBe(rules.sitePolicy);
    }
    expect(route(ASSET).headers).toEqual({ ...siteWide, "Cache-Control": CACHE_CONTROL.assets });
    for (const file of [...OTHER_FILES, "/x.js", "/no/such/page"])
      expect(route(file).headers, file).toEqual({ ...siteWide, "Cache-Control": CACHE_CONTROL.other });
  });

  it("serves the service worker (with its own policy) and the manifest revalidated, with their types by extension", () => {
    for (const [path, type] of Object.entries(OWN_TYPES)) {
      expect(route(path).headers, path).toEqual({
        ...EVERY_RESPONSE_HEADERS,
        "Content-Security-Policy": rules.sitePolicy,
        ...DOCUMENT_HEADERS,
        ...OWN_POLICIES[path],
        "Cache-Control": "no-cache",
      });
      const mimeTypes: Record<string, string> = config.mimeTypes;
      expect(mimeTypes[path.slice(path.lastIndexOf("."))], path).toBe(type);
    }
  });

  it("serves the build's AVIF photos as image/avif, which Azure's own list may lack", () => {
    const mimeTypes: Record<string, string> = config.mimeTypes;
    expect(mimeTypes[".avif"]).toBe("image/avif");
  });

  it("fails naming Azure's 20 KB limit", () => {
    const busy = siteRules({
      documents: [{ path: "/", scripts: Array.from({ length: 400 }, (_, i) => `script ${i}`) }],
      notFoundScripts,
    });
    expect(() => azureConfig(busy)).toThrow(/20 KB/);
  });
});
