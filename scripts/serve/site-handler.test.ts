import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { serveConfig } from "../build/host-configs.mjs";
import { REDIRECTS, siteRules } from "../build/host-rules.mjs";
import { byteRange, noneMatchHolds, servable, siteHandler } from "./site-handler.mjs";

describe("servable", () => {
  it("takes the addresses a file of the site can have", () => {
    for (const url of ["/", "/about", "/store/product/prod-001?ref=x", "/a/../about", "/%5cevil.com/"])
      expect(servable(url), url).toBe(true);
  });

  it("refuses broken escapes, NUL bytes and paths climbing out of the site's folder", () => {
    for (const url of [
      "/store/%E0%A4%A",
      "/about%00",
      "/..%2f..%2fetc%2fpasswd",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/assets/..%2f..%2fserve.json",
      "/..%5c..%5cserve.json",
      "/..\\serve.json",
      "/..",
    ])
      expect(servable(url), url).toBe(false);
  });
});

describe("byteRange", () => {
  it("reads one range of bytes, from the start, to the end or from the end", () => {
    expect(byteRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRange("bytes=900-", 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange("bytes=990-2000", 1000)).toEqual({ start: 990, end: 999 });
    expect(byteRange("bytes=-5000", 1000)).toEqual({ start: 0, end: 999 });
  });

  it("says when a range starts past the end", () => {
    expect(byteRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(byteRange("bytes=99999999-", 1000)).toBe("unsatisfiable");
    expect(byteRange("bytes=-0", 1000)).toBe("unsatisfiable");
    expect(byteRange("bytes=0-", 0)).toBe("unsatisfiable");
  });

  it("leaves alone what is not one range of bytes: the whole file is sent", () => {
    for (const header of ["bytes=0-1,5-9", "items=0-9", "bytes=9-0", "bytes=-", "bytes=a-b", ""])
      expect(byteRange(header, 1000), header).toBeUndefined();
  });
});

describe("noneMatchHolds", () => {
  it("matches the tag, in a list, weak or strong, or any tag", () => {
    expect(noneMatchHolds('"abc"', '"abc"')).toBe(true);
    expect(noneMatchHolds('"x", W/"abc"', '"abc"')).toBe(true);
    expect(noneMatchHolds("*", '"abc"')).toBe(true);
    expect(noneMatchHolds('"abc-br"', '"abc"')).toBe(false);
  });
});

describe("siteHandler", () => {
  it("sends each photo format the build writes, and the manifest, with its type, the first time and after", async () => {
    const build = await mkdtemp(join(tmpdir(), "site-handler-"));
    const files = {
      "/assets/photos/pump-0a1b2c3d4e-400.avif": "image/avif",
      "/assets/photos/pump-0a1b2c3d4e-400.webp": "image/webp",
      "/assets/photos/pump-0a1b2c3d4e-400.jpg": "image/jpeg",
      "/manifest.webmanifest": "application/manifest+json",
    };
    await mkdir(join(build, "client/assets/photos"), { recursive: true });
    await writeFile(join(build, "serve.json"), "{}");
    for (const path of Object.keys(files)) await writeFile(join(build, "client", path), "x");
    const server = createServer(siteHandler(`${build}/`));
    try {
      await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
      const { port } = server.address() as AddressInfo;
      // The second request is answered from what the first one found.
      for (const round of ["first", "again"]) {
        for (const [path, type] of Object.entries(files)) {
          const response = await fetch(`http://127.0.0.1:${port}${path}`);
          expect(response.status, `${path} (${round})`).toBe(200);
          const sent = response.headers.get("Content-Type") ?? "";
          expect(sent.split(";")[0], `${path} (${round})`).toBe(type);
        }
      }
    } finally {
      await new Promise((closed) => server.close(closed));
      await rm(build, { recursive: true, force: true });
    }
  });
});

describe("siteHandler's answers beyond serve's engine", () => {
  /** A small build: two pages and the not-found page, with the rules the build writes for them. */
  async function serving(test: (origin: string) => Promise<void>) {
    const build = await mkdtemp(join(tmpdir(), "site-handler-"));
    const rules = siteRules({
      documents: [
        { path: "/", scripts: ["home"] },
        { path: "/about", scripts: ["about"] },
      ],
      notFoundScripts: ["not found"],
    });
    await mkdir(join(build, "client/about"), { recursive: true });
    await writeFile(join(build, "serve.json"), JSON.stringify(serveConfig(rules)));
    await writeFile(join(build, "client/index.html"), "<!doctype html><title>Home</title>");
    await writeFile(join(build, "client/about/index.html"), "<!doctype html><title>About</title>");
    await writeFile(join(build, "client/404.html"), "<!doctype html><title>Not found</title>");
    const server = createServer(siteHandler(`${build}/`));
    try {
      await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
      await test(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    } finally {
      await new Promise((closed) => server.close(closed));
      await rm(build, { recursive: true, force: true });
    }
  }
  /** The headers that say nothing about the body or the file. */
  const securityHeaders = (response: Response) =>
    Object.fromEntries(
      [...response.headers.entries()].filter(
        ([name]) =>
          ![
            "content-type",
            "content-length",
            "etag",
            "last-modified",
            "accept-ranges",
            "vary",
            "date",
          ].includes(name) && !["connection", "keep-alive", "location", "transfer-encoding"].includes(name),
      ),
    );

  it("sends its redirects with the security headers of a page", async () => {
    await serving(async (origin) => {
      const page = securityHeaders(await fetch(`${origin}/about`));
      expect(page["x-frame-options"]).toBe("DENY");
      expect(page["content-security-policy"]).toContain("frame-ancestors 'none'");
      for (const [from, to] of [
        ["/about/", "/about"],
        ["/about.html", "/about"],
        ...REDIRECTS.map(({ from, to }) => [from, to]),
      ]) {
        const response = await fetch(`${origin}${from}`, { redirect: "manual" });
        expect(response.status, from).toBe(301);
        expect(response.headers.get("location"), from).toBe(to);
        expect(securityHeaders(response), from).toEqual(page);
      }
    });
  });

  it("answers the not-found page's own addresses with the not-found page and its status", async () => {
    await serving(async (origin) => {
      for (const path of ["/404", "/404.html", "/%34%30%34", "/404/"]) {
        const response = await fetch(`${origin}${path}`);
        expect(response.status, path).toBe(404);
        expect(await response.text(), path).toContain("<title>Not found</title>");
      }
    });
  });
});

describe("what npm start runs on", () => {
  it("is serve's engine alone: the site depends on serve-handler, at one version, and not on the serve tool", async () => {
    const manifest = JSON.parse(await readFile(new URL("../../package.json", import.meta.url), "utf8")) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    expect(manifest.dependencies["serve-handler"]).toMatch(/^\d+\.\d+\.\d+$/);
    expect(manifest.dependencies).not.toHaveProperty("serve");
    expect(manifest.devDependencies).not.toHaveProperty("serve");
  });
});
