// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp, { type Region, type Sharp } from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { photoStem, type UploadedPhoto } from "../../app/content/data-files";
import { DataFileError } from "../../app/content/data-schema";
import {
  BUILT_PHOTO_WIDTHS,
  builtPhotoFile,
  PHOTO_BUDGETS,
  PHOTO_ENCODING,
  PHOTO_FORMATS,
} from "../../app/lib/photos";
import { builtShareFile } from "../../app/lib/share-photo";
import { keptFile, makePhoto, makePhotos, phoneFiles, phoneWidths, type MadePhoto } from "./photos";

const SAMPLE = new URL("../../tests/fixtures/photos/tony-webster-97532.jpg", import.meta.url).pathname;
const OWNER = "app/data/products/prod-003.json: prod-003";
/** Encoding a photo takes seconds of CPU, and the machine may be shared. */
const ENCODES = { timeout: 300_000 };

const work = mkdtempSync(join(tmpdir(), "photos-test-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
/** A cache of the test's own, so what it checks is made here, not found from an earlier build. */
const freshCache = () => mkdtempSync(join(work, "cache-"));

/** An uploaded photo with these bytes, as the data files would name it. */
function upload(name: string, bytes: Buffer): UploadedPhoto {
  const file = join(mkdtempSync(join(work, "photos-")), name);
  writeFileSync(file, bytes);
  return { file, shown: `app/data/photos/${name}`, owner: OWNER, stem: photoStem(file) };
}

/** The problem lines a failed photo gives. */
async function problemsOf(task: Promise<unknown>): Promise<readonly string[]> {
  const error: unknown = await task.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DataFileError);
  return error instanceof DataFileError ? error.problems : [];
}

async function fileSize(photo: MadePhoto, path: string) {
  const file = [...photo.record.files, photo.record.share].find((entry) => entry.path === path);
  if (!file) throw new Error(`no ${path}`);
  const metadata = await sharp(readFileSync(keptFile(photo, file))).metadata();
  return { format: metadata.format, width: metadata.width, height: metadata.height, bytes: file.bytes };
}

describe("a real phone-sized photo (tests/fixtures/photos/)", () => {
  // The build's own cache: this photo is made once on a machine, as the budgets check makes it too.
  const sample: UploadedPhoto = {
    file: SAMPLE,
    shown: "app/data/photos/bridge.jpg",
    owner: OWNER,
    stem: photoStem(SAMPLE),
  };

  it(
    "is made into every width in AVIF, WebP and JPEG, 4:3, and a 1200 x 630 share image",
    ENCODES,
    async () => {
      const photo = await makePhoto(sample);
      expect(photo.warnings).toEqual([]);
      expect(photo.record.source).toEqual({ format: "jpeg", width: 5672, height: 3781 });
      expect(photo.record.largest).toBe(1200);
      expect(photo.record.quality).toEqual(PHOTO_ENCODING.qualities[0]);
      const formats = { avif: "heif", webp: "webp", jpg: "jpeg" } as const;
      for (const width of BUILT_PHOTO_WIDTHS) {
        for (const { extension } of PHOTO_FORMATS) {
          const file = await fileSize(photo, builtPhotoFile(sample.stem, width, extension));
          expect(file, `${width} ${extension}`).toMatchObject({
            format: formats[extension],
            width,
            height: width * 0.75,
          });
        }
      }
      const share = await fileSize(photo, builtShareFile(sample.stem));
      expect(share).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
      expect(share.bytes).toBeLessThanOrEqual(PHOTO_BUDGETS.share);
    },
  );

  it("reaches a 375 px phone at 2x within each slot's budget", ENCODES, async () => {
    const photo = await makePhoto(sample);
    expect(phoneWidths()).toEqual({ productPage: 800, card: 800, cartLine: 400 });
    for (const [slot, file] of Object.entries(phoneFiles(photo.record))) {
      expect(file.bytes, slot).toBeLessThanOrEqual(
        PHOTO_BUDGETS.slots[slot as keyof typeof PHOTO_BUDGETS.slots],
      );
      expect(file.type).toBe("image/avif");
    }
  });
});

describe("a real portrait photo", () => {
  // A camera original cut to 3:4 standing up, as a phone held upright takes it (2835 x 3780 px): its top and its
  // bottom rows differ from its middle, so a 4:3 crop, wherever it fell, would lose one of them.
  const portrait = () =>
    sharp(SAMPLE).extract({ left: 1400, top: 0, width: 2835, height: 3780 }).jpeg({ quality: 92 }).toBuffer();

  /** The mean of each colour channel of a part of a picture. */
  async function means(picture: Buffer, region: Region): Promise<number[]> {
    const part = await sharp(picture).extract(region).toBuffer();
    return (await sharp(part).stats()).channels.slice(0, 3).map((channel) => channel.mean);
  }

  /** The mean difference of two pictures of one size, per channel, 0 to 255. */
  async function difference(a: Sharp, b: Sharp): Promise<number> {
    const [first, second] = await Promise.all([
      a.removeAlpha().raw().toBuffer(),
      b.removeAlpha().raw().toBuffer(),
    ]);
    expect(first.length).toBe(second.length);
    let sum = 0;
    for (let at = 0; at < first.length; at++) sum += Math.abs((first[at] ?? 0) - (second[at] ?? 0));
    return sum / first.length;
  }

  it(
    "is shown whole, top to bottom, in the middle of the 4:3 frame on the plain ground",
    ENCODES,
    async () => {
      const source = await portrait();
      const photo = await makePhoto(upload("standing-pump.jpg", source), freshCache());
      expect(photo.record.source).toEqual({ format: "jpeg", width: 2835, height: 3780 });
      expect(photo.record.largest).toBe(1200);
      const file = photo.record.files.find(
        (entry) => entry.path === builtPhotoFile(photo.record.stem, 1200, "jpg"),
      );
      if (!file) throw new Error("no 1200 px JPEG");
      const built = readFileSync(keptFile(photo, file));
      expect(await sharp(built).metadata()).toMatchObject({ width: 1200, height: 900 });
      // The photo at the frame's height: 675 x 900, from x = 262. Its every row is there, as in the upload.
      const whole = sharp(source).resize(675, 900);
      const shown = sharp(built).extract({ left: 262, top: 0, width: 675, height: 900 });
      expect(await difference(shown, whole)).toBeLessThan(4);
      // Left and right of it, the plain ground.
      for (const left of [0, 1200 - 260]) {
        for (const mean of await means(built, { left, top: 0, width: 260, height: 900 }))
          expect(mean).toBeGreaterThan(250);
      }
    },
  );

  it("is whole in its share image too", ENCODES, async () => {
    const photo = await makePhoto(upload("standing-valve.jpg", await portrait()), freshCache());
    const share = readFileSync(keptFile(photo, photo.record.share));
    expect(await sharp(share).metadata()).toMatchObject({ width: 1200, height: 630 });
    // 472 x 630 in the middle (from x = 364); the sides plain.
    for (const left of [0, 1200 - 360])
      for (const mean of await means(share, { left, top: 0, width: 360, height: 630 }))
        expect(mean).toBeGreaterThan(250);
    // The photo's top and bottom rows are in it.
    const whole = await sharp(await portrait())
      .resize(472, 630)
      .toBuffer();
    const shown = await sharp(share).extract({ left: 364, top: 0, width: 472, height: 630 }).toBuffer();
    expect(await difference(sharp(shown), sharp(whole))).toBeLessThan(6);
  });
});

describe("makePhoto", () => {
  it("keeps its work: the same photo again is read from the cache, not encoded", ENCODES, async () => {
    const cache = freshCache();
    const photo = upload("pump.png", await sharp(SAMPLE).resize(400).png().toBuffer());
    expect((await makePhoto(photo, cache)).made).toBe(true);
    const started = performance.now();
    const again = await makePhoto(photo, cache);
    expect(again.made).toBe(false);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("makes a photo again when a file of its kept work is gone", ENCODES, async () => {
    const cache = freshCache();
    const photo = upload("valve.png", await sharp(SAMPLE).resize(400).png().toBuffer());
    const first = await makePhoto(photo, cache);
    rmSync(keptFile(first, first.record.share));
    const again = await makePhoto(photo, cache);
    expect(again.made).toBe(true);
    expect(readFileSync(keptFile(again, again.record.share)).length).toBe(again.record.share.bytes);
  });

  it("turns a photo taken sideways upright, then shows it whole in the 4:3 frame", ENCODES, async () => {
    // A portrait photo as phones store it: the pixels landscape, the EXIF orientation saying "turn 90°".
    const stored = await sharp(SAMPLE).resize(400, 300).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const photo = await makePhoto(upload("portrait.jpg", stored), freshCache());
    expect(photo.record.source).toMatchObject({ width: 300, height: 400 });
    // Its whole height, 400 px, in a frame 533 px wide: never enlarged.
    expect(photo.record.largest).toBe(533);
    expect(await fileSize(photo, builtPhotoFile(photo.record.stem, 400, "jpg"))).toMatchObject({
      width: 400,
      height: 300,
    });
  });

  it("never enlarges a small photo, and warns naming it", ENCODES, async () => {
    const small = await sharp(SAMPLE).resize(900, 600).jpeg().toBuffer();
    const photo = await makePhoto(upload("small.jpg", small), freshCache());
    expect(photo.record.largest).toBe(800);
    for (const width of [800, 1000, 1200]) {
      expect(await fileSize(photo, builtPhotoFile(photo.record.stem, width, "avif"))).toMatchObject({
        width: 800,
        height: 600,
      });
    }
    expect(await fileSize(photo, builtPhotoFile(photo.record.stem, 640, "avif"))).toMatchObject({
      width: 640,
    });
    expect(await fileSize(photo, builtShareFile(photo.record.stem))).toMatchObject({
      width: 1200,
      height: 630,
    });
    expect(photo.warnings).toEqual([
      `${OWNER} image: app/data/photos/small.jpg is 900 x 600 px, smaller than the 1200 x 900 px the product page ` +
        "draws on a sharp screen: it is shown at most 800 px wide, never enlarged. Upload a larger photo for a sharp picture.",
    ]);
  });

  it("steps the quality down until a busy picture fits the phone's budgets", ENCODES, async () => {
    const busy = await sharp({
      create: {
        width: 800,
        height: 600,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 14 },
      },
    })
      .png()
      .toBuffer();
    const photo = await makePhoto(upload("busy.png", busy), freshCache());
    expect(photo.record.quality).not.toEqual(PHOTO_ENCODING.qualities[0]);
    expect(phoneFiles(photo.record).card.bytes).toBeLessThanOrEqual(PHOTO_BUDGETS.slots.card);
    expect(photo.warnings.filter((warning) => warning.includes("budget"))).toEqual([]);
  });

  it("fails, naming the product and the file, for a file that is not an image", async () => {
    const photo = upload("notes.jpg", Buffer.from("Delivery notes for the pump, not a photo.\n"));
    expect(await problemsOf(makePhoto(photo, freshCache()))).toEqual([
      expect.stringMatching(
        /^app\/data\/products\/prod-003\.json: prod-003 image: app\/data\/photos\/notes\.jpg is not a photo the site can read \(a JPEG, PNG or WebP file\): /,
      ),
    ]);
  });

  it("fails for a photo cut short, as an interrupted upload leaves it", ENCODES, async () => {
    const whole = await sharp(SAMPLE).resize(800).jpeg().toBuffer();
    const photo = upload("cut.jpg", whole.subarray(0, Math.floor(whole.length / 2)));
    expect(await problemsOf(makePhoto(photo, freshCache()))).toEqual([
      expect.stringMatching(
        /^app\/data\/products\/prod-003\.json: prod-003 image: app\/data\/photos\/cut\.jpg cannot be read: /,
      ),
    ]);
  });

  it("fails for an image in a format staff may not upload", async () => {
    const gif = await sharp(SAMPLE).resize(400).gif().toBuffer();
    expect(await problemsOf(makePhoto(upload("pump.gif", gif), freshCache()))).toEqual([
      `${OWNER} image: app/data/photos/pump.gif is a GIF image: the site takes JPEG, PNG or WebP photos`,
    ]);
  });

  it("fails for a photo that is gone", async () => {
    const photo = upload("gone.jpg", Buffer.from("x"));
    rmSync(photo.file);
    expect(await problemsOf(makePhoto(photo, freshCache()))).toEqual([
      `${OWNER} image: app/data/photos/gone.jpg is missing: upload it again, or choose another photo`,
    ]);
  });
});

describe("makePhotos", () => {
  it("names every photo that cannot be used, one line each", async () => {
    const photos = [
      upload("a.jpg", Buffer.from("not a photo")),
      { ...upload("b.webp", Buffer.from("nor this")), owner: "app/data/products/prod-007.json: prod-007" },
    ];
    const problems = await problemsOf(makePhotos(photos, freshCache()));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /^app\/data\/products\/prod-003\.json: prod-003 image: app\/data\/photos\/a\.jpg /,
    );
    expect(problems[1]).toMatch(
      /^app\/data\/products\/prod-007\.json: prod-007 image: app\/data\/photos\/b\.webp /,
    );
  });
});
