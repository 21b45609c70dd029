// @vitest-environment node
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempFolders } from "../build/test-postbuild";
import { spaFile } from "./spa-site.mjs";

const tempFolder = tempFolders("bench-spa");

describe("spaFile", () => {
  const dir = tempFolder("build");
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), "<div id=root></div>");
  writeFileSync(join(dir, "assets", "index-abc.js"), "export {}");

  it("answers a file of the build with itself and every other address with the page", () => {
    expect(spaFile(dir, "/assets/index-abc.js")).toBe(join(dir, "assets", "index-abc.js"));
    for (const url of ["/", "/store/product/prod-001", "/assets", "/assets/missing.js?x=1"])
      expect(spaFile(dir, url), url).toBe(join(dir, "index.html"));
  });

  it("never leaves the build's folder", () => {
    for (const url of ["/../../etc/passwd", "/..%2f..%2fetc%2fpasswd", "/%2e%2e/index.html"])
      expect(spaFile(dir, url), url).toBe(join(dir, "index.html"));
  });
});
