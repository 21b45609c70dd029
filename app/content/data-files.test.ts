// @vitest-environment node
import { globSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadProducts, photoStem, uploadedPhotos } from "./data-files";
import { DataFileError } from "./data-schema";

const photos = mkdtempSync(join(tmpdir(), "uploaded-photos-"));
afterAll(() => rmSync(photos, { recursive: true, force: true }));
writeFileSync(join(photos, "IMG 2041 (1).jpg"), "the photo's bytes");

const [first] = loadProducts().products;
if (!first) throw new Error("no products");
const files = [{ path: "app/data/products/prod-001.json", data: { id: first.id } }];
const naming = (image: string) => uploadedPhotos([{ ...first, image }], files, photos);

describe("an uploaded photo a product names", () => {
  it("becomes the address the build serves it at, named after the file and a hash of its bytes", () => {
    const {
      products: [product],
      photos: [photo],
      problems,
    } = naming("/photos/IMG 2041 (1).jpg");
    expect(problems).toEqual([]);
    expect(photo).toEqual({
      file: join(photos, "IMG 2041 (1).jpg"),
      shown: "app/data/photos/IMG 2041 (1).jpg",
      owner: `app/data/products/prod-001.json: ${first.id}`,
      stem: expect.stringMatching(/^img-2041-1-[0-9a-f]{10}$/) as unknown,
    });
    expect(product?.image).toBe(`/assets/photos/${photo?.stem ?? ""}-1200.jpg`);
  });

  it("leaves an image on another host as it is", () => {
    expect(naming(first.image)).toEqual({ products: [first], photos: [], problems: [] });
  });

  it("is a problem naming the product and the file when the file is not there, exactly so named", () => {
    for (const name of ["gone.jpg", "img 2041 (1).jpg"]) {
      expect(naming(`/photos/${name}`).problems).toEqual([
        `app/data/products/prod-001.json: ${first.id} image: app/data/photos/${name} is missing: upload it again in ` +
          "the content manager, or choose another photo",
      ]);
    }
  });
});

describe("photoStem", () => {
  it("changes with the photo's bytes, whatever its name, and only then", () => {
    const other = mkdtempSync(join(photos, "other-"));
    writeFileSync(join(other, "IMG 2041 (1).jpg"), "the photo's bytes");
    expect(photoStem(join(other, "IMG 2041 (1).jpg"))).toBe(photoStem(join(photos, "IMG 2041 (1).jpg")));
    writeFileSync(join(other, "IMG 2041 (1).jpg"), "another photo, once more under the same name");
    expect(photoStem(join(other, "IMG 2041 (1).jpg"))).not.toBe(photoStem(join(photos, "IMG 2041 (1).jpg")));
    writeFileSync(join(other, "Café Pump.PNG"), "x");
    expect(photoStem(join(other, "Café Pump.PNG"))).toMatch(/^cafe-pump-[0-9a-f]{10}$/);
  });
});

describe("the product files", () => {
  it("are all checked, one problem line each, even when one is not JSON at all", () => {
    const folder = mkdtempSync(join(tmpdir(), "product-files-"));
    try {
      const second = JSON.parse(
        readFileSync(new URL("../data/products/prod-002.json", import.meta.url), "utf8"),
      ) as Record<string, unknown>;
      writeFileSync(join(folder, "prod-001.json"), '{ "id": "prod-001", ');
      writeFileSync(join(folder, "prod-002.json"), JSON.stringify({ ...second, name: " " }));
      let problems: readonly string[] = [];
      try {
        loadProducts(folder);
      } catch (error) {
        if (!(error instanceof DataFileError)) throw error;
        problems = error.problems;
      }
      expect(problems).toEqual([
        expect.stringMatching(/prod-001\.json: is not valid JSON \(/),
        expect.stringMatching(/prod-002\.json: prod-002 name: must not be empty$/),
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("the product data", () => {
  it("is read by the catalogue alone: every page and island takes products from app/features/catalog", () => {
    const app = new URL("../", import.meta.url);
    const readers = globSync("**/*.{ts,tsx,astro}", { cwd: app })
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .filter((file) => /["'][^"']*\/product-data(\.ts)?["']/.test(readFileSync(new URL(file, app), "utf8")));
    expect(readers).toEqual(["features/catalog/catalog.ts"]);
  });
});
