// @vitest-environment node
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { listedSitemaps, placeSitemap } from "./sitemap-file.mjs";
import { tempFolders } from "./test-postbuild";

const tempFolder = tempFolders("sitemap-file");

const URL_SET =
  '<?xml version="1.0" encoding="UTF-8"?><urlset><url><loc>https://www.example.com/</loc></url></urlset>';
const index = (...sets: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><sitemapindex>${sets
    .map((set) => `<sitemap><loc>https://www.example.com/${set}</loc></sitemap>`)
    .join("")}</sitemapindex>`;

/** A built site's folder holding these files. */
function client(files: Record<string, string>): string {
  const folder = join(tempFolder("client"), "client");
  mkdirSync(folder, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  return folder;
}
const place = (folder: string) => placeSitemap(pathToFileURL(`${folder}/`));

describe("placeSitemap", () => {
  it("makes the one URL set /sitemap.xml and drops the index that listed it", async () => {
    const folder = client({ "sitemap-index.xml": index("sitemap-0.xml"), "sitemap-0.xml": URL_SET });
    expect(await place(folder)).toEqual(["/sitemap.xml"]);
    expect(readFileSync(join(folder, "sitemap.xml"), "utf8")).toBe(URL_SET);
    expect(existsSync(join(folder, "sitemap-index.xml"))).toBe(false);
    expect(existsSync(join(folder, "sitemap-0.xml"))).toBe(false);
  });

  it("makes the index /sitemap.xml when there are several URL sets, which stay beside it", async () => {
    const folder = client({
      "sitemap-index.xml": index("sitemap-0.xml", "sitemap-1.xml"),
      "sitemap-0.xml": URL_SET,
      "sitemap-1.xml": URL_SET,
    });
    expect(await place(folder)).toEqual(["/sitemap.xml", "/sitemap-0.xml", "/sitemap-1.xml"]);
    expect(listedSitemaps(readFileSync(join(folder, "sitemap.xml"), "utf8"))).toEqual([
      "/sitemap-0.xml",
      "/sitemap-1.xml",
    ]);
  });

  it("leaves a sitemap already in place, and fails a build that wrote none", async () => {
    const folder = client({ "sitemap.xml": URL_SET });
    expect(await place(folder)).toEqual(["/sitemap.xml"]);
    expect(readFileSync(join(folder, "sitemap.xml"), "utf8")).toBe(URL_SET);
    await expect(place(client({}))).rejects.toThrow(/sitemap-index\.xml nor sitemap\.xml/);
  });
});
