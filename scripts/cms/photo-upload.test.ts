// @vitest-environment jsdom
// (jsdom's URL is not Node's: files are found by path.)
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { IMAGE_HOSTS } from "../../app/content/image-hosts";
import { UPLOADED_PHOTOS_DIR, uploadedPhotoName } from "../../app/lib/photos";
import { IMAGE_HOSTS as CMS_IMAGE_HOSTS, productProblems } from "../../public/admin/cms-rules.js";
import {
  chosenPhoto,
  PHOTO_TYPES,
  rememberChosen,
  showChosen,
  watchPhotoPickers,
} from "../../public/admin/photo-upload.js";

const config = parse(readFileSync(join(import.meta.dirname, "../../public/admin/config.yml"), "utf8")) as {
  media_folder: string;
  public_folder: string;
  collections: { name: string; fields?: { name: string; widget: string; media_library?: unknown }[] }[];
};
const imageField = config.collections
  .find((collection) => collection.name === "products")
  ?.fields?.find((field) => field.name === "image");

describe("uploading a product photo in the content manager", () => {
  it("keeps it in the photos folder, named as the build reads it", () => {
    expect(config.media_folder).toBe(UPLOADED_PHOTOS_DIR);
    expect(uploadedPhotoName(`${config.public_folder}/img_2041.jpg`)).toBe("img_2041.jpg");
  });

  it("takes an upload or an address in one image field, and refuses a file over 15 MB before uploading", () => {
    expect(imageField?.widget).toBe("image");
    expect(imageField?.media_library).toEqual({ config: { max_file_size: 15_000_000 } });
  });

  it("refuses, before saving, a photo the build would refuse: another host's, or a file of another type", () => {
    expect(CMS_IMAGE_HOSTS).toEqual(IMAGE_HOSTS);
    for (const image of [
      "/photos/img_2041.jpg",
      "/photos/pump.webp",
      "https://images.unsplash.com/photo-1?w=800",
    ])
      expect(productProblems({ image }), image).toEqual([]);
    for (const image of ["/photos/pump.heic", "https://example.com/photos/pump.jpg", "/images/pump.jpg"])
      expect(productProblems({ image }), image).toHaveLength(1);
  });

  it("offers only JPEG, PNG and WebP in the file pickers Decap draws, now and later", async () => {
    document.body.innerHTML = '<input type="file" accept="image/*"><input type="file" accept="*/*">';
    watchPhotoPickers(document);
    const pickers = () => [...document.querySelectorAll("input")].map((input) => input.accept);
    expect(pickers()).toEqual([PHOTO_TYPES, "*/*"]);
    document.body.insertAdjacentHTML("beforeend", '<div><input type="file" accept="image/*"></div>');
    await expect.poll(pickers).toEqual([PHOTO_TYPES, "*/*", PHOTO_TYPES]);
    expect(PHOTO_TYPES).toBe("image/jpeg,image/png,image/webp");
  });
});

describe("a photo chosen but not saved yet", () => {
  const picker = (...names: string[]) => {
    const input = document.createElement("input");
    input.type = "file";
    Object.defineProperty(input, "files", { value: names.map((name) => new File(["x"], name)) });
    return input;
  };
  const base = "http://localhost:5173/admin/#/collections/products/entries/prod-001";

  it("shows from the chosen file, under the address the product's file names it by, with its spaces as hyphens too", () => {
    rememberChosen(picker("pump 2.jpg"), (file) => `blob:${(file as File).name}`);
    expect(chosenPhoto("/photos/pump 2.jpg", base)).toBe("blob:pump 2.jpg");
    expect(chosenPhoto("/photos/pump-2.jpg", base)).toBe("blob:pump 2.jpg");
    expect(chosenPhoto("http://localhost:5173/photos/pump%202.jpg", base)).toBe("blob:pump 2.jpg");
    expect(chosenPhoto("/photos/other.jpg", base)).toBeUndefined();
    expect(chosenPhoto("https://images.unsplash.com/photo-1", base)).toBeUndefined();
  });

  it("replaces the form's broken picture of it, and leaves every other picture alone", () => {
    rememberChosen(picker("valve.png"), () => "blob:valve");
    document.body.innerHTML = '<img src="/photos/valve.png" alt="" /><img src="/photos/saved.jpg" alt="" />';
    showChosen(document, base);
    const [chosen, saved] = Array.from(document.querySelectorAll("img"));
    expect(chosen?.getAttribute("src")).toBe("blob:valve");
    expect(saved?.getAttribute("src")).toBe("/photos/saved.jpg");
  });
});
