import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptedEncodings, precompress } from "./precompress.mjs";

/** The stored encoding a server sends when every copy exists: the first the client accepts. */
const preferred = (header: string | undefined) => acceptedEncodings(header)[0];

describe("the preferred stored encoding", () => {
  it("prefers brotli, then gzip, as a browser offers them", () => {
    expect(preferred("gzip, deflate, br, zstd")?.encoding).toBe("br");
    expect(preferred("gzip, deflate")?.encoding).toBe("gzip");
    expect(preferred("GZIP")?.encoding).toBe("gzip");
    expect(preferred("*")?.encoding).toBe("br");
  });

  it("sends the file as it is when nothing stored is accepted", () => {
    for (const header of [undefined, "", "identity", "deflate", "br;q=0, gzip;q=0", "*;q=0", "br;q=zero"]) {
      expect(preferred(header), String(header)).toBeUndefined();
    }
  });

  it("honours a refusal by quality 0, named or through *", () => {
    expect(preferred("br;q=0, gzip")?.encoding).toBe("gzip");
    expect(preferred("br; q=0 , *;q=0.5")?.encoding).toBe("gzip");
    expect(preferred("gzip;q=0.1, br;q=0.001")?.encoding).toBe("br");
  });
});

describe("acceptedEncodings", () => {
  it("lists every stored encoding the client takes, in the server's order, so a missing copy falls back", () => {
    expect(acceptedEncodings("gzip, deflate, br, zstd").map(({ encoding }) => encoding)).toEqual([
      "br",
      "gzip",
    ]);
    expect(acceptedEncodings("br;q=0, *").map(({ encoding }) => encoding)).toEqual(["gzip"]);
    expect(acceptedEncodings("identity")).toEqual([]);
  });
});

describe("precompress", () => {
  it("stores brotli and gzip copies of scripts that decode to the file, and leaves small or other files", async () => {
    const dir = mkdtempSync(join(tmpdir(), "precompress-"));
    const script = `export const text = ${JSON.stringify("React hydrates the page. ".repeat(200))};\n`;
    writeFileSync(join(dir, "page-abc.js"), script);
    writeFileSync(join(dir, "tiny-abc.js"), "export{};");
    writeFileSync(join(dir, "photo.png"), Buffer.alloc(4096, 7));

    const totals = await precompress(dir);

    expect(readdirSync(dir).sort()).toEqual(
      ["page-abc.js", "page-abc.js.br", "page-abc.js.gz", "photo.png", "tiny-abc.js"].sort(),
    );
    expect(brotliDecompressSync(readFileSync(join(dir, "page-abc.js.br"))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, "page-abc.js.gz"))).toString()).toBe(script);
    expect(totals.files).toBe(1);
    // A second run (a rebuild's postbuild) compresses the same files, not its own output.
    await precompress(dir);
    expect(readdirSync(dir)).toHaveLength(5);
  });

  it("stores every page and other text file the build writes, in every folder, and leaves hidden ones", async () => {
    const dir = mkdtempSync(join(tmpdir(), "precompress-"));
    const text = (kind: string) =>
      `<${kind}>${"A page of the site, with its header and footer. ".repeat(60)}</${kind}>\n`;
    const files = [
      "index.html",
      "about/index.html",
      "store/product/prod-001/index.html",
      "404.html",
      "sitemap.xml",
      "robots.txt",
      "manifest.webmanifest",
      "favicon.svg",
      "services/energy.data",
      "admin/config.json",
      "assets/shell-abc.css",
    ];
    for (const file of [...files, ".vite/manifest.json"]) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text(file));
    }

    const totals = await precompress(dir);

    expect(totals.files).toBe(files.length);
    for (const file of files) {
      expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`))).toString(), file).toBe(text(file));
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`))).toString(), file).toBe(text(file));
    }
    expect(readdirSync(join(dir, ".vite"))).toEqual(["manifest.json"]);
  });
});
