// The photos staff upload (app/data/photos/, named by a product's data file), made into the files pages show:
// cropped to the layout's 4:3, at each width the layout draws (app/lib/photos.ts) but never enlarged, as AVIF and
// WebP with a JPEG for any other browser, plus the product's 1200 x 630 share image. Their names carry a hash of the
// photo and of the settings (app/content/data-files.ts gives each photo its stem), so hosts cache them for a year
// (/assets/) and a new photo gets new names. Each photo's quality steps down until a phone takes every slot's file
// within its byte budget. The work is kept in node_modules/.cache/photos/, by stem: a build with no new photo only
// reads it. sharp decodes and encodes; a file it cannot read fails the build with one line naming it.
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp, { type Metadata, type OutputInfo } from "sharp";
import type { UploadedPhoto } from "../../app/content/data-files.ts";
import { DataFileError } from "../../app/content/data-schema.ts";
import {
  BUILT_PHOTO_WIDTHS,
  builtPhotoFile,
  PHOTO_BUDGETS,
  PHOTO_ENCODING,
  PHOTO_FORMATS,
  PRODUCT_PHOTO_RATIO,
  PRODUCT_PHOTO_WIDTH,
  productPhotoHeight,
  type PhotoFormat,
} from "../../app/lib/photos.ts";
import { builtShareFile, SHARE_PHOTO } from "../../app/lib/share-photo.ts";
import { PHOTO_SLOTS, slotWidth, takenWidth, type PhotoSlot } from "../../app/lib/photo-slots.ts";

/** Where the made files are kept between builds. */
export const PHOTO_CACHE = fileURLToPath(new URL("../../node_modules/.cache/photos/", import.meta.url));

/** What staff may upload: sharp's names for JPEG, PNG and WebP. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);

/**
 * The encoder's own version: not in the files' names (its output is the same picture), but a new one makes the
 * files again.
 */
const ENCODER = `sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}`;

type Quality = (typeof PHOTO_ENCODING.qualities)[number];

/** One file the build writes for a photo. */
export interface PhotoFile {
  /** Its address on the site, e.g. /assets/photos/pump-0a1b2c3d4e-800.avif. */
  path: string;
  type: string;
  /** Its real size: below a width the upload does not reach, the upload's own. */
  width: number;
  height: number;
  bytes: number;
}

/** What the build made of one photo, as kept in the cache. */
export interface PhotoRecord {
  stem: string;
  encoder: string;
  /** The upload, turned upright. */
  source: { format: string; width: number; height: number };
  /** The widest 4:3 picture the upload gives, at most PRODUCT_PHOTO_WIDTH. */
  largest: number;
  quality: Quality;
  files: PhotoFile[];
  share: PhotoFile;
}

/** A photo as the build uses it: its record, where its files are kept, and what staff should hear about it. */
export interface MadePhoto {
  record: PhotoRecord;
  /** The folder holding its files, each under its own base name. */
  dir: string;
  /** Whether this build encoded it (false: read from the cache). */
  made: boolean;
  warnings: string[];
}

const baseName = (path: string) => path.slice(path.lastIndexOf("/") + 1);

/** The width a phone (PHOTO_BUDGETS.phone) takes for each slot. */
export function phoneWidths(): Record<PhotoSlot, number> {
  const { viewport, density } = PHOTO_BUDGETS.phone;
  const entries = Object.entries(PHOTO_SLOTS).map(([slot, sizes]) => [
    slot,
    takenWidth(BUILT_PHOTO_WIDTHS, slotWidth(sizes, viewport), density),
  ]);
  return Object.fromEntries(entries) as Record<PhotoSlot, number>;
}

/** The file a phone takes for each slot: the first format a page offers (AVIF, which current phones show). */
export function phoneFiles(record: PhotoRecord): Record<PhotoSlot, PhotoFile> {
  const [first] = PHOTO_FORMATS;
  const entries = Object.entries(phoneWidths()).map(([slot, width]) => {
    const path = builtPhotoFile(record.stem, width, first.extension);
    const file = record.files.find((entry) => entry.path === path);
    if (!file) throw new Error(`${record.stem}: no file ${path}`);
    return [slot, file];
  });
  return Object.fromEntries(entries) as Record<PhotoSlot, PhotoFile>;
}

function fail(photo: UploadedPhoto, problem: string): never {
  throw new DataFileError([`${photo.owner} image: ${photo.shown} ${problem}`]);
}

/** The reason sharp gives, on one line. */
function reason(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";
}

type Encoded = PhotoFile & { body: Buffer };
type Pixels = { data: Buffer; info: OutputInfo };

/** One format at one size, from the photo's widest 4:3 pixels. */
async function encode(pixels: Pixels, width: number, format: PhotoFormat, quality: Quality): Promise<Buffer> {
  const { data, info } = pixels;
  let image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  if (width !== info.width) image = image.resize(width, productPhotoHeight(width), { fit: "fill" });
  switch (format.extension) {
    case "avif":
      return image.avif({ quality: quality.avif, effort: PHOTO_ENCODING.effort.avif }).toBuffer();
    case "webp":
      return image.webp({ quality: quality.webp, effort: PHOTO_ENCODING.effort.webp }).toBuffer();
    case "jpg":
      return image.jpeg({ quality: quality.jpeg, mozjpeg: true }).toBuffer();
  }
}

/**
 * Every width in every format at the first quality whose phone files fit their budgets (else the last quality).
 * A width the photo does not reach holds the photo at its own width: encoded once, written under each name.
 */
async function encodeAll(pixels: Pixels, stem: string): Promise<{ quality: Quality; files: Encoded[] }> {
  const largest = pixels.info.width;
  const [first] = PHOTO_FORMATS;
  const made = new Map<string, Promise<Buffer>>();
  const file = async (width: number, format: PhotoFormat, quality: Quality): Promise<Encoded> => {
    const real = Math.min(width, largest);
    const key = `${real} ${format.extension} ${JSON.stringify(quality)}`;
    const body = made.get(key) ?? encode(pixels, real, format, quality);
    made.set(key, body);
    const path = builtPhotoFile(stem, width, format.extension);
    const bytes = (await body).length;
    return {
      path,
      type: format.type,
      width: real,
      height: productPhotoHeight(real),
      bytes,
      body: await body,
    };
  };
  const phone = Object.entries(phoneWidths()) as [PhotoSlot, number][];
  let quality: Quality = PHOTO_ENCODING.qualities[0];
  for (const step of PHOTO_ENCODING.qualities) {
    quality = step;
    const probes = await Promise.all(phone.map(([, width]) => file(width, first, step)));
    if (probes.every((probe, at) => probe.bytes <= PHOTO_BUDGETS.slots[phone[at]?.[0] ?? "card"])) break;
  }
  const files = await Promise.all(
    BUILT_PHOTO_WIDTHS.flatMap((width) => PHOTO_FORMATS.map((format) => file(width, format, quality))),
  );
  return { quality, files };
}

/** A photo taller than wide, shown whole rather than cropped (PHOTO_ENCODING.tall). */
function isTall(upright: { width: number; height: number }): boolean {
  return upright.height > upright.width;
}

/**
 * The 1200 x 630 share image: the photo cropped to it; or, from a photo taller than wide or an upload too small
 * for that, the whole photo at its own size (or less) in the middle of a white card. At the best JPEG quality within its budget.
 */
async function encodeShare(input: Buffer, upright: { width: number; height: number }, stem: string) {
  const { width, height } = SHARE_PHOTO;
  const { position, background } = PHOTO_ENCODING;
  const crops = !isTall(upright) && upright.width >= width && upright.height >= height;
  const fitted = await sharp(input, { failOn: "error", autoOrient: true })
    .resize(width, height, crops ? { fit: "cover", position } : { fit: "inside", withoutEnlargement: true })
    .flatten({ background })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { info } = fitted;
  const left = Math.floor((width - info.width) / 2);
  const top = Math.floor((height - info.height) / 2);
  const card = await sharp(fitted.data, {
    raw: { width: info.width, height: info.height, channels: info.channels },
  })
    .extend({ left, top, right: width - info.width - left, bottom: height - info.height - top, background })
    .raw()
    .toBuffer();
  let body = Buffer.alloc(0);
  for (const quality of PHOTO_ENCODING.shareQualities) {
    body = await sharp(card, { raw: { width, height, channels: info.channels } })
      .jpeg({ quality, mozjpeg: true })
      .toBuffer();
    if (body.length <= PHOTO_BUDGETS.share) break;
  }
  const file: Encoded = {
    path: builtShareFile(stem),
    type: SHARE_PHOTO.type,
    width,
    height,
    bytes: body.length,
    body,
  };
  return file;
}

/** A file as the record describes it: everything but its bytes. */
function described({ path, type, width, height, bytes }: Encoded): PhotoFile {
  return { path, type, width, height, bytes };
}

/** Reads, checks and encodes one photo; every problem with the file fails with one line naming it. */
async function makeRecord(photo: UploadedPhoto): Promise<{ record: PhotoRecord; files: Encoded[] }> {
  let input: Buffer;
  try {
    input = await readFile(photo.file);
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
    fail(
      photo,
      missing ? "is missing: upload it again, or choose another photo" : `cannot be opened: ${reason(error)}`,
    );
  }
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { failOn: "error" }).metadata();
  } catch (error) {
    fail(photo, `is not a photo the site can read (a JPEG, PNG or WebP file): ${reason(error)}`);
  }
  if (!ACCEPTED_FORMATS.has(metadata.format)) {
    fail(photo, `is a ${metadata.format.toUpperCase()} image: the site takes JPEG, PNG or WebP photos`);
  }
  const upright = metadata.autoOrient;
  // Never enlarged: the largest width whose 4:3 frame the photo fills (cropped), or whose height it fills (whole).
  const whole = isTall(upright);
  const largest = Math.min(
    PRODUCT_PHOTO_WIDTH,
    Math.floor(
      whole
        ? upright.height * PRODUCT_PHOTO_RATIO
        : Math.min(upright.width, upright.height * PRODUCT_PHOTO_RATIO),
    ),
  );
  let pixels: Pixels;
  try {
    pixels = await sharp(input, { failOn: "error", autoOrient: true })
      .resize(
        largest,
        productPhotoHeight(largest),
        whole
          ? { fit: "contain", background: PHOTO_ENCODING.background }
          : { fit: "cover", position: PHOTO_ENCODING.position, withoutEnlargement: true },
      )
      .flatten({ background: PHOTO_ENCODING.background })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    fail(photo, `cannot be read: it may be cut short or damaged (upload it again): ${reason(error)}`);
  }
  const { quality, files } = await encodeAll(pixels, photo.stem);
  const share = await encodeShare(input, upright, photo.stem);
  const record: PhotoRecord = {
    stem: photo.stem,
    encoder: ENCODER,
    source: { format: metadata.format, width: upright.width, height: upright.height },
    largest,
    quality,
    files: files.map(described),
    share: described(share),
  };
  return { record, files: [...files, share] };
}

/** What staff should hear about a photo the build could use. */
function warningsFor(photo: UploadedPhoto, record: PhotoRecord): string[] {
  const warnings: string[] = [];
  if (record.largest < PRODUCT_PHOTO_WIDTH) {
    const { width, height } = record.source;
    warnings.push(
      `${photo.owner} image: ${photo.shown} is ${width} x ${height} px, smaller than the ` +
        `${PRODUCT_PHOTO_WIDTH} x ${productPhotoHeight(PRODUCT_PHOTO_WIDTH)} px the product page draws on a sharp ` +
        `screen: it is shown at most ${record.largest} px wide, never enlarged. Upload a larger photo for a sharp picture.`,
    );
  }
  for (const [slot, file] of Object.entries(phoneFiles(record)) as [PhotoSlot, PhotoFile][]) {
    const budget = PHOTO_BUDGETS.slots[slot];
    if (file.bytes > budget) {
      warnings.push(
        `${photo.owner} image: ${photo.shown} weighs ${Math.ceil(file.bytes / 1024)} KB on a phone's ${slot} even ` +
          `at the lowest quality, over its ${budget / 1024} KB budget`,
      );
    }
  }
  return warnings;
}

async function readRecord(dir: string): Promise<PhotoRecord | undefined> {
  try {
    return JSON.parse(await readFile(join(dir, "record.json"), "utf8")) as PhotoRecord;
  } catch {
    return undefined;
  }
}

/** Writes a made photo's files and record into the cache, whole or not at all. */
async function keep(dir: string, record: PhotoRecord, files: Encoded[]): Promise<void> {
  const partial = `${dir}.partial-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  await Promise.all(files.map((file) => writeFile(join(partial, baseName(file.path)), file.body)));
  await writeFile(join(partial, "record.json"), `${JSON.stringify(record, null, 2)}\n`);
  await rm(dir, { recursive: true, force: true });
  try {
    await rename(partial, dir);
  } catch (error) {
    // Another build made the same photo at the same time: its copy is as good.
    await rm(partial, { recursive: true, force: true });
    if (!(await readRecord(dir))) throw error;
  }
}

const inFlight = new Map<string, Promise<Omit<MadePhoto, "warnings">>>();

async function made(photo: UploadedPhoto, dir: string): Promise<Omit<MadePhoto, "warnings">> {
  const kept = await readRecord(dir);
  // Kept work is used only whole: this photo, this encoder, every file still there.
  const whole =
    kept?.stem === photo.stem &&
    kept.encoder === ENCODER &&
    [...kept.files, kept.share].every((file) => existsSync(join(dir, baseName(file.path))));
  if (kept && whole) return { record: kept, dir, made: false };
  const { record, files } = await makeRecord(photo);
  await keep(dir, record, files);
  return { record, dir, made: true };
}

/**
 * One photo's files, made now or read from the cache. Throws a DataFileError naming the product and the file when
 * it is missing, is not a JPEG, PNG or WebP image, or cannot be decoded.
 */
export async function makePhoto(photo: UploadedPhoto, cache: string = PHOTO_CACHE): Promise<MadePhoto> {
  const dir = join(cache, photo.stem);
  const task = inFlight.get(dir) ?? made(photo, dir);
  inFlight.set(dir, task);
  try {
    const result = await task;
    return { ...result, warnings: warningsFor(photo, result.record) };
  } finally {
    inFlight.delete(dir);
  }
}

/** Where one of a made photo's files is kept. */
export function keptFile(photo: MadePhoto, file: PhotoFile): string {
  return join(photo.dir, baseName(file.path));
}

/** Photos made at once: the machine's cores are shared with the rest of the build. */
const AT_ONCE = 2;

/**
 * Every photo the products name, made or read from the cache, and what staff should hear about them. Throws one
 * DataFileError with a line for each photo that cannot be used.
 */
export async function makePhotos(
  photos: readonly UploadedPhoto[],
  cache: string = PHOTO_CACHE,
): Promise<{ photos: MadePhoto[]; warnings: string[] }> {
  const problems: string[] = [];
  const done: MadePhoto[] = [];
  const queue = [...photos];
  const work = async () => {
    for (let photo = queue.shift(); photo; photo = queue.shift()) {
      try {
        done.push(await makePhoto(photo, cache));
      } catch (error) {
        if (!(error instanceof DataFileError)) throw error;
        problems.push(...error.problems);
      }
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, work));
  if (problems.length > 0) throw new DataFileError(problems.sort());
  return { photos: done, warnings: done.flatMap((photo) => photo.warnings).sort() };
}
