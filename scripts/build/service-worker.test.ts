// @vitest-environment node
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { gzipSync } from "node:zlib";
import { decodePages, parsePageBundle, type PlainPage } from "../../app/service-worker/page-bundle";
import { inlineScripts, scriptHash } from "./security-headers.mjs";
import { WORKER_URL } from "../../app/lib/offline-worker";
import { FILE_RULES } from "./host-rules.mjs";
import { onTapList, PAGES_FILE, precacheList, siteVersion, WORKER } from "./service-worker.mjs";
import { postbuildCopy, ROOT, tempFolders } from "./test-postbuild";

const tempFolder = tempFolders("service-worker");

/** The site's style sheet, as every page holds it (the content manager's preview reads it from the home page). */
const SITE_STYLE = Array.from({ length: 100 }, (_, i) => `.c${i}{margin:${i}px}`).join("");

/** A page as Astro writes them: the site's style sheet and inline scripts around its own heading. */
function page(body: string, style = SITE_STYLE): string {
  return (
    `<!DOCTYPE html><html lang="en"><head><style>${style}</style>` +
    `<script>window.__page = ${JSON.stringify(body)}</script></head>` +
    `<body><h1>${body}</h1><script type="module" src="/assets/island.abc123.js"></script></body></html>`
  );
}

/**
 * What `astro build` leaves for postbuild: pages (one with a trailing folder), the not-found page, a redirect's own
 * page, a script, small pictures and the content manager.
 */
function frameworkBuild(): string {
  const build = join(tempFolder("build"), "build");
  const client = join(build, "client");
  for (const folder of ["assets", "admin", "about", "brands", join("services", "industrial")])
    mkdirSync(join(client, folder), { recursive: true });
  writeFileSync(join(client, "index.html"), page("Home"));
  writeFileSync(join(client, "about", "index.html"), page("About Us"));
  writeFileSync(join(client, "404.html"), page("Oops! Page not found"));
  writeFileSync(
    join(client, "services", "industrial", "index.html"),
    '<!doctype html><meta http-equiv="refresh" content="0;url=/mining-industrial">',
  );
  writeFileSync(
    join(client, "assets", "island.abc123.js"),
    `export const site = ${JSON.stringify("x".repeat(2_000))};\n`,
  );
  writeFileSync(join(client, "sitemap-index.xml"), '<?xml version="1.0" encoding="UTF-8"?><sitemapindex/>');
  writeFileSync(join(client, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(client, "brands", "abb.svg"), '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>');
  writeFileSync(join(client, "sitemap-index.xml"), "<sitemapindex/>");
  cpSync(join(ROOT, "public", "admin"), join(client, "admin"), { recursive: true });
  return build;
}

/** The file of every page the build wrote for the worker, as the worker reads it. */
function keptPages(build: string): PlainPage[] {
  const assets = join(build, "client", PAGES_FILE.folder);
  const file = readdirSync(assets).find(
    (name) => name.startsWith(PAGES_FILE.prefix) && name.endsWith(PAGES_FILE.extension),
  );
  if (!file) throw new Error("no file of pages for the offline copy");
  return decodePages(parsePageBundle(JSON.parse(readFileSync(join(assets, file), "utf8"))));
}

/** Runs the steps after the framework's build on a copy of `build`, with `env`; returns the copy. */
const postbuild = (build: string, env: Record<string, string>) => postbuildCopy(build, env, tempFolder);

/**
 * Every file of build/client but the worker, the hosts' files and the worker's pages, which carry the hosts'
 * headers (and their compressed copies), and the content manager, with its content.
 */
function servedFiles(build: string): Record<string, string> {
  const client = join(build, "client");
  const left = new Set([
    "_headers",
    "_redirects",
    "_routes.json",
    "vercel.json",
    "staticwebapp.config.json",
    "sw.js",
  ]);
  return Object.fromEntries(
    readdirSync(client, { recursive: true, encoding: "utf8" })
      .filter((file) => statSync(join(client, file)).isFile() && !file.startsWith("admin"))
      .filter((file) => !left.has(file.replace(/\.(br|gz)$/, "")))
      .filter((file) => !file.startsWith(`${PAGES_FILE.folder}${PAGES_FILE.prefix}`))
      .sort()
      .map((file) => [file, readFileSync(join(client, file), "base64")]),
  );
}

describe("the worker's version", () => {
  it("changes with the contact endpoint, when no served file does: the hosts' headers and the worker's settings do", async () => {
    const build = frameworkBuild();
    // The endpoint changes one header (the Content-Security-Policy's connect-src) and the worker, which handles
    // the enquiries posted there itself.
    const [before, after] = await Promise.all([
      postbuild(build, { VITE_CONTACT_ENDPOINT: "https://forms-a.example/enquiry" }),
      postbuild(build, { VITE_CONTACT_ENDPOINT: "https://forms-b.example/enquiry" }),
    ]);
    const read = (folder: string, file: string) => readFileSync(join(folder, file), "utf8");
    const version = (folder: string) =>
      /\bversion:\s*[`"']([0-9a-f]+)[`"']/.exec(read(folder, "client/sw.js"))?.[1];

    expect(servedFiles(after)).toEqual(servedFiles(before));
    expect(read(after, "serve.json")).not.toBe(read(before, "serve.json"));
    expect(read(after, "client/_headers")).toContain("https://forms-b.example");
    expect(read(after, "client/sw.js")).toContain("https://forms-b.example/enquiry");
    expect(version(before)).toMatch(/^[0-9a-f]{16}$/);
    expect(version(after)).not.toBe(version(before));
  }, 180_000);

  it("changes with any host's file, and stays the same for the same files", async () => {
    const client = tempFolder("client");
    writeFileSync(join(client, "index.html"), "<h1>Home</h1>");
    const host = tempFolder("host");
    const nginx = join(host, "csp.conf");
    writeFileSync(nginx, "map $uri $csp { default \"default-src 'self'\"; }\n");
    const configurations = [{ name: "build/nginx/csp.conf", path: nginx }];

    const first = await siteVersion(client, configurations);
    expect(await siteVersion(client, configurations)).toBe(first);
    writeFileSync(nginx, "map $uri $csp { default \"default-src 'none'\"; }\n");
    expect(await siteVersion(client, configurations)).not.toBe(first);
    expect(await siteVersion(client)).not.toBe(first);
  });

  it("changes with the contact endpoint written into the worker, whatever the files", async () => {
    const client = tempFolder("client");
    writeFileSync(join(client, "index.html"), "<h1>Home</h1>");
    const version = (enquiryEndpoint: string | null) => siteVersion(client, [], { enquiryEndpoint });

    const first = await version("/api/enquiry");
    expect(await version("/api/enquiry")).toBe(first);
    expect(await version("/api/enquiries")).not.toBe(first);
    expect(await version("https://forms.example/enquiry")).not.toBe(first);
    expect(await version(null)).not.toBe(first);
  });
});

describe("the pages kept for offline use", () => {
  it("are every page of the build in one file, each as its hosts send it, the not-found page with its status", async () => {
    const build = await postbuild(frameworkBuild(), {});
    const pages = keptPages(build);
    const client = join(build, "client");

    expect(pages.map((kept) => [kept.path, kept.status])).toEqual([
      ["/", 200],
      ["/404.html", 404],
      ["/about", 200],
    ]);
    for (const kept of pages) {
      const file =
        kept.path === "/" ? "index.html" : kept.path === "/404.html" ? "404.html" : "about/index.html";
      expect(kept.html).toBe(readFileSync(join(client, file), "utf8"));
      expect(kept.headers["Content-Type"]).toBe("text/html; charset=utf-8");
      expect(kept.headers["X-Frame-Options"]).toBe("DENY");
      // Offline, the page's policy still lets its own inline scripts run.
      const policy = kept.headers["Content-Security-Policy"] ?? "";
      expect(policy).toContain("frame-ancestors 'none'");
      for (const script of inlineScripts(kept.html)) expect(policy).toContain(scriptHash(script));
    }
  }, 180_000);

  it("cost a gzip-only host a fraction of the pages compressed one by one", async () => {
    const build = frameworkBuild();
    const client = join(build, "client");
    // As the site's pages: a large style sheet in each, a little text of their own.
    const style = Array.from({ length: 3_000 }, (_, i) => `.c${i}{margin:${i}px}`).join("");
    for (let i = 0; i < 20; i++) {
      mkdirSync(join(client, "store", "product", `prod-${i}`), { recursive: true });
      writeFileSync(join(client, "store", "product", `prod-${i}`, "index.html"), page(`Pump ${i}`, style));
    }
    const built = await postbuild(build, {});
    const pages = keptPages(built);
    const assets = join(built, "client", PAGES_FILE.folder);
    const file = readdirSync(assets).find(
      (name) => name.startsWith(PAGES_FILE.prefix) && name.endsWith(".json"),
    );
    const together = readFileSync(join(assets, `${file ?? ""}.gz`)).length;
    const oneByOne = pages.reduce((sum, kept) => sum + gzipSync(kept.html, { level: 9 }).length, 0);
    expect(gzipSync(style).length).toBeGreaterThan(2 * 1024);
    expect(together).toBeLessThan(oneByOne / 10);
  }, 180_000);
});

describe("the files kept besides the pages", () => {
  it("are the build's scripts as they are named and the small pictures with their revision", async () => {
    const client = join(frameworkBuild(), "client");
    const entries = await precacheList(client);
    expect(entries).toEqual([
      { url: "assets/island.abc123.js", revision: null },
      { url: "brands/abb.svg", revision: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown },
      { url: "favicon.svg", revision: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown },
    ]);
  });

  it("leave out the quotation's PDF code, which the worker keeps only once a page has fetched it", async () => {
    const client = join(frameworkBuild(), "client");
    writeFileSync(join(client, "assets", "quotation-pdf.Ab1-x.js"), "export {};\n");
    writeFileSync(join(client, "assets", "quotation-pdf-library.Cd2_y.js"), "export {};\n");
    expect((await precacheList(client)).map((entry) => entry.url)).toEqual([
      "assets/island.abc123.js",
      "brands/abb.svg",
      "favicon.svg",
    ]);
    expect(await onTapList(client)).toEqual([
      "/assets/quotation-pdf-library.Cd2_y.js",
      "/assets/quotation-pdf.Ab1-x.js",
    ]);
  });

  it("fail the build only when there are no scripts, or no small pictures at all", async () => {
    const client = join(frameworkBuild(), "client");
    rmSync(join(client, "brands"), { recursive: true });
    expect((await precacheList(client)).map((entry) => entry.url)).toEqual([
      "assets/island.abc123.js",
      "favicon.svg",
    ]);
    rmSync(join(client, "favicon.svg"));
    await expect(precacheList(client)).rejects.toThrow("{favicon.svg,brands/*.svg} matches no file");
    rmSync(join(client, "assets"), { recursive: true });
    await expect(precacheList(client)).rejects.toThrow("assets/**/*.js matches no file");
  });
});

describe("the worker's file", () => {
  it("is where pages register it, and every host sends it as a script that is never cached", () => {
    expect(`/${WORKER}`).toBe(WORKER_URL);
    expect(FILE_RULES.find((rule) => rule.path === WORKER_URL)).toEqual({
      path: WORKER_URL,
      type: "text/javascript",
      headers: { "Cache-Control": "no-cache" },
      worker: true,
    });
  });
});
