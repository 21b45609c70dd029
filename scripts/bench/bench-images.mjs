// Stand-in photos for `npm run bench`. The site's photos come from images.unsplash.com, which this machine cannot
// reach; a bench without them leaves the line free for the scripts and flatters every figure. So the bench serves
// JPEGs of the byte size the real host returns for each requested width, over HTTPS under the host's own name
// (Chromium maps the name to this server and trusts its self-signed certificate by its key).
import { execFileSync } from "node:child_process";
import { createHash, X509Certificate } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const IMAGE_HOST = "images.unsplash.com";

/**
 * Bytes the image host returns for a crop of the given width at q=70 with `auto=format` (Chromium is sent WebP or
 * AVIF), from sample requests of the site's own photos: about 35 KB at 640 px, 50 KB at 800, 70 KB at 960,
 * 120 KB at 1280 and 180 KB at 1600. Widths in between are interpolated, widths outside scale with the area.
 */
export const STAND_IN_KB = [
  [640, 35],
  [800, 50],
  [960, 70],
  [1280, 120],
  [1600, 180],
];
/** The host's own default width when a URL asks for none. */
const DEFAULT_WIDTH = 1080;

/** @param {number} width */
export function standInBytes(width) {
  const points = STAND_IN_KB;
  const [firstWidth, firstKb] = points[0];
  const [lastWidth, lastKb] = points[points.length - 1];
  let kb;
  if (width <= firstWidth) kb = firstKb * (width / firstWidth) ** 2;
  else if (width >= lastWidth) kb = lastKb * (width / lastWidth) ** 2;
  else {
    const upper = points.findIndex(([w]) => w >= width);
    const [w0, k0] = points[upper - 1];
    const [w1, k1] = points[upper];
    kb = k0 + ((k1 - k0) * (width - w0)) / (w1 - w0);
  }
  return Math.max(1024, Math.round(kb * 1024));
}

/** The width an image URL asks for (`w=`), or the host's default. */
export function requestedWidth(url) {
  const width = Number.parseInt(new URL(url, `https://${IMAGE_HOST}`).searchParams.get("w") ?? "", 10);
  return Number.isInteger(width) && width > 0 && width <= 4000 ? width : DEFAULT_WIDTH;
}

/**
 * The JPEG grown to `size` bytes with comment segments right after its start marker: still a valid JPEG, which
 * decoders show as the original picture.
 * @param {Buffer} jpeg
 * @param {number} size
 */
export function padJpeg(jpeg, size) {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error("not a JPEG (no start-of-image marker)");
  const segments = [];
  let missing = size - jpeg.length;
  while (missing >= 4) {
    const body = Math.min(missing - 4, 65533);
    const segment = Buffer.alloc(4 + body, 0x20);
    segment.writeUInt16BE(0xfffe, 0);
    segment.writeUInt16BE(body + 2, 2);
    segments.push(segment);
    missing -= segment.length;
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

/**
 * The certificate's public key as Chromium's `--ignore-certificate-errors-spki-list` names it (SHA-256 of the
 * key's DER, base64). Trusted that way, the stand-in's photos are kept in the HTTP cache as the real host's are; a
 * blanket --ignore-certificate-errors would load them but keep none, so a repeat visit would fetch every photo again.
 * @param {Buffer} cert PEM
 */
function spkiHash(cert) {
  const key = new X509Certificate(cert).publicKey.export({ type: "spki", format: "der" });
  return createHash("sha256").update(key).digest("base64");
}

/** A self-signed certificate for the image host, made with the openssl CLI in a temporary folder. */
function certificate() {
  const dir = mkdtempSync(join(tmpdir(), "bench-cert-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        `/CN=${IMAGE_HOST}`,
        "-addext",
        `subjectAltName=DNS:${IMAGE_HOST}`,
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
    return { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Serves stand-in photos on 127.0.0.1:port over HTTPS: `picture()` (a JPEG) padded to the size the real host
 * returns for the width the URL asks for. `chromeFlags` point a Chromium's requests for the host here.
 * @param {{ port: number, picture: () => Buffer }} options
 * @returns {Promise<{ close(): Promise<void>, chromeFlags: string[] }>}
 */
export async function startImageHost({ port, picture }) {
  const credentials = certificate();
  const server = createServer(credentials, (request, response) => {
    const body = padJpeg(picture(), standInBytes(requestedWidth(request.url ?? "/")));
    response.writeHead(200, {
      "Content-Type": "image/jpeg",
      "Content-Length": body.length,
      "Cache-Control": "public, max-age=31536000",
      "Access-Control-Allow-Origin": "*",
      // Lets the bench's --trace read each photo's size; changes nothing in how the page loads.
      "Timing-Allow-Origin": "*",
    });
    response.end(body);
  });
  server.keepAliveTimeout = 5_000;
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    chromeFlags: [
      `--host-resolver-rules=MAP ${IMAGE_HOST} 127.0.0.1:${port}`,
      `--ignore-certificate-errors-spki-list=${spkiHash(credentials.cert)}`,
    ],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
