// @vitest-environment node
import { cpSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { siteVersion } from "./service-worker.mjs";
import { postbuildCopy, ROOT, SITE_STYLES, tempFolders } from "./test-postbuild";

const tempFolder = tempFolders("service-worker");

/** What `astro build` leaves for postbuild: a page, the not-found page, a script, the sitemap, the content manager. */
function frameworkBuild(): string {
  const build = join(tempFolder("build"), "build");
  const client = join(build, "client");
  mkdirSync(join(client, "assets"), { recursive: true });
  mkdirSync(join(client, "admin"), { recursive: true });
  const page = (body: string) =>
    `<!DOCTYPE html><html><head>${SITE_STYLES}` +
    `<script>window.__page = ${JSON.stringify(body)}</script></head>` +
    `<body><h1>${body}</h1><script type="module" async="">import "/assets/entry-abc123.js";</script></body></html>`;
  writeFileSync(join(client, "index.html"), page("Home"));
  writeFileSync(join(client, "404.html"), page("Not found"));
  writeFileSync(
    join(client, "assets", "entry-abc123.js"),
    `export const site = ${JSON.stringify("x".repeat(2_000))};\n`,
  );
  writeFileSync(join(client, "sitemap-index.xml"), '<?xml version="1.0" encoding="UTF-8"?><sitemapindex/>');
  writeFileSync(join(client, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  cpSync(join(ROOT, "public", "admin"), join(client, "admin"), { recursive: true });
  return build;
}

/** Runs the steps after the framework's build on a copy of `build`, with `env`; returns the copy. */
const postbuild = (build: string, env: Record<string, string>) => postbuildCopy(build, env, tempFolder);

/**
 * Every file of build/client but the worker, the hosts' files (and their compressed copies) and the content
 * manager, with its content.
 */
function servedFiles(build: string): Record<string, string> {
  const client = join(build, "client");
  const left = new Set(["_headers", "_redirects", "vercel.json", "staticwebapp.config.json", "sw.js"]);
  return Object.fromEntries(
    readdirSync(client, { recursive: true, encoding: "utf8" })
      .filter((file) => statSync(join(client, file)).isFile() && !file.startsWith("admin"))
      .filter((file) => !left.has(file.replace(/\.(br|gz)$/, "")))
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
