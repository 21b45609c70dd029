// Every text file of the build (pages, scripts, styles, sitemap, manifest...) stored compressed beside
// itself: `.br` with brotli and `.gz` with gzip at its best level. Servers send these as stored (`npm start`,
// nginx's gzip_static) instead of compressing each response anew: a phone on a slow line gets the smallest file,
// and the server spends neither time nor memory per visitor on it.
//
// Brotli's best level (11) is slow, about 1 MB a second: it is kept for the hashed scripts and styles in assets/,
// which every page loads and browsers keep for a year (about 14 % smaller than the gzip 6 or brotli 4 servers use
// on the fly). Everything else, the pages first, changes with every build and is revalidated on every visit: it
// gets level 5: the pages come out about 10 % larger than at the best level, in a fortieth of the time.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** The folder (relative to the one compressed) whose files get brotli's best level. */
const BEST_LEVEL_FOLDER = "assets/";
const BROTLI_QUICK_QUALITY = 5;

/**
 * Encodings stored beside each file, in the order a server prefers them.
 * @type {readonly { encoding: string, extension: string, compress: (data: Buffer, best: boolean) => Buffer }[]}
 */
export const PRECOMPRESSED = [
  {
    encoding: "br",
    extension: ".br",
    compress: (data, best) =>
      brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: best ? constants.BROTLI_MAX_QUALITY : BROTLI_QUICK_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  {
    encoding: "gzip",
    extension: ".gz",
    compress: (data) => gzipSync(data, { level: 9 }),
  },
];

/** Files worth compressing: every kind of text file the build writes. */
export const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|webmanifest|xml|txt|svg|data)$/;
/** Smaller files gain less than the compressed form's own headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes each compressed copy of the compressible files in `dir` and its folders that is smaller than the file
 * itself. Hidden files and folders (the bundler's own manifest) are not part of the site and are left alone.
 * @param {string} dir
 * @returns {Promise<{ files: number, bytes: number, compressed: Record<string, number> }>}
 */
export async function precompress(dir) {
  const totals = { files: 0, bytes: 0, compressed: /** @type {Record<string, number>} */ ({}) };
  const names = (await readdir(dir, { recursive: true })).map((name) => name.replaceAll("\\", "/")).sort();
  for (const name of names) {
    if (!COMPRESSIBLE.test(name) || name.split("/").some((part) => part.startsWith("."))) continue;
    const data = await readFile(join(dir, name));
    if (data.length < MIN_BYTES) continue;
    totals.files += 1;
    totals.bytes += data.length;
    for (const { extension, encoding, compress } of PRECOMPRESSED) {
      const packed = compress(data, name.startsWith(BEST_LEVEL_FOLDER));
      if (packed.length >= data.length) continue;
      await writeFile(join(dir, name + extension), packed);
      totals.compressed[encoding] = (totals.compressed[encoding] ?? 0) + packed.length;
    }
  }
  return totals;
}

/**
 * The stored encodings a client accepts, by an `Accept-Encoding` header, in the order of PRECOMPRESSED: those it
 * names, or accepts through `*`, with a quality above 0. Empty: the file as it is.
 * @param {string | undefined} header
 */
export function acceptedEncodings(header) {
  /** @type {Map<string, number>} */
  const quality = new Map();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    // A quality that is not a number refuses the encoding, like a quality of 0.
    const q = params.map((param) => /^\s*q\s*=(.*)$/.exec(param)?.[1]).find((value) => value !== undefined);
    const value = q === undefined ? 1 : /^\s*[\d.]+\s*$/.test(q) ? Number(q) : 0;
    quality.set(name, Number.isFinite(value) ? value : 0);
  }
  return PRECOMPRESSED.filter(({ encoding }) => (quality.get(encoding) ?? quality.get("*") ?? 0) > 0);
}
