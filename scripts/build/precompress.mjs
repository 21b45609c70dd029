// The hashed scripts (and any stylesheet) in build/client/assets, stored compressed beside each file: `.br` with
// brotli at its best level and `.gz` with gzip at its best. A server that sends these (`npm start`; nginx's
// gzip_static) gives a phone on a slow line the smallest file without compressing on every request: the scripts
// of a page are about 14 % smaller in brotli 11 than in the gzip 6 or brotli 4 servers use on the fly.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Encodings stored beside each asset, in the order a server prefers them. */
export const PRECOMPRESSED = [
  {
    encoding: "br",
    extension: ".br",
    compress: (/** @type {Buffer} */ data) =>
      brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  {
    encoding: "gzip",
    extension: ".gz",
    compress: (/** @type {Buffer} */ data) => gzipSync(data, { level: 9 }),
  },
];

/** Files worth compressing: text, and large enough that compression pays for its headers. */
export const COMPRESSIBLE = /\.(?:js|mjs|css)$/;
const MIN_BYTES = 1024;

/**
 * Writes each compressed copy of the compressible files in `dir` that is smaller than the file itself.
 * @param {string} dir
 * @returns {Promise<{ files: number, bytes: number, compressed: Record<string, number> }>}
 */
export async function precompress(dir) {
  const totals = { files: 0, bytes: 0, compressed: /** @type {Record<string, number>} */ ({}) };
  for (const name of await readdir(dir)) {
    if (!COMPRESSIBLE.test(name)) continue;
    const data = await readFile(join(dir, name));
    if (data.length < MIN_BYTES) continue;
    totals.files += 1;
    totals.bytes += data.length;
    for (const { extension, encoding, compress } of PRECOMPRESSED) {
      const packed = compress(data);
      if (packed.length >= data.length) continue;
      await writeFile(join(dir, name + extension), packed);
      totals.compressed[encoding] = (totals.compressed[encoding] ?? 0) + packed.length;
    }
  }
  return totals;
}

/**
 * The stored encoding to send for an `Accept-Encoding` header: the first of PRECOMPRESSED the client accepts
 * (named, or through `*`, with a quality above 0), or undefined for the file as it is.
 * @param {string | undefined} header
 */
export function chooseEncoding(header) {
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
  return PRECOMPRESSED.find(({ encoding }) => (quality.get(encoding) ?? quality.get("*") ?? 0) > 0);
}
