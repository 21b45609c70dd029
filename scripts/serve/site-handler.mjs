// How `npm start` answers a request for a build. serve's own engine (serve-handler: the part of the `serve`
// command line tool that answers requests, without the tool) finds the file for an address with the build's
// serve.json: clean addresses, the redirects, the not-found page and each path's headers. This module sends that
// file itself, as HTTP has it:
// - the copy the build stored compressed (scripts/build/precompress.mjs), brotli or gzip as the browser accepts,
//   never compressed again per request (compressing each answer anew takes memory per visitor, which the process
//   keeps long after a crowd has gone);
// - 304 for a copy the browser still holds (If-None-Match with the ETag, or If-Modified-Since), with the ETag of
//   the representation sent, so a gzip copy and a brotli copy are never taken for each other;
// - 206 for a byte range of the file as it is, and 416, without the file and without the year-long cache, for a
//   range past its end;
// - 405 naming GET and HEAD for any other method (a static site takes nothing else).
// Addresses no file can have (a broken escape, a NUL byte, a path climbing out of the site, a name past the file
// system's limit) and the not-found page's own get the not-found page, with its status; redirects get the
// headers of a page. The browser tests that need a server of their own
// (tests/e2e/offline-copy.ts) serve a build the same way.
import { createReadStream, readFileSync } from "node:fs";
import { lstat, readFile, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import { posix } from "node:path";
import { Readable } from "node:stream";
import { acceptedEncodings, COMPRESSIBLE, PRECOMPRESSED } from "../build/precompress.mjs";
import { CACHE_CONTROL, EVERY_RESPONSE_HEADERS } from "../build/security-headers.mjs";
import { NO_PAGE, NOT_FOUND_ADDRESSES, TYPES_BY_EXTENSION } from "../build/host-rules.mjs";
import { SERVE_SOURCES } from "../build/host-configs.mjs";

/**
 * serve's engine: answers a request by the config's rules, reading the disk through `methods`.
 * @type {(
 *   request: import("node:http").IncomingMessage,
 *   response: import("node:http").ServerResponse,
 *   config: object,
 *   methods: { lstat: (path: string) => Promise<import("node:fs").Stats>, createReadStream: (path: string) => Readable },
 * ) => Promise<void>}
 */
const handler = createRequire(import.meta.url)("serve-handler");

/** The methods a static site answers. */
export const ALLOWED_METHODS = "GET, HEAD";

/**
 * Whether the request's path can name a file of the site: a broken escape (`%E0%A4%A`, a link cut short), an
 * escaped NUL byte, or a path that climbs above the site's folder (`/..%2f..%2fetc%2fpasswd`; a backslash counts
 * as a slash, as serve's engine reads it) cannot, and serve's engine would answer those with its own error page
 * (400, or 500 for the NUL).
 * @param {string | undefined} url
 */
export function servable(url) {
  let path;
  try {
    path = decodeURIComponent((url ?? "/").split("?")[0] ?? "/");
  } catch {
    return false;
  }
  if (path.includes("\0")) return false;
  const inside = posix.normalize(`.${path.replaceAll("\\", "/")}`);
  return inside !== ".." && !inside.startsWith("../");
}

/**
 * Whether the request names the not-found page's own file (/404, /404.html), which is no page: answered as any
 * address no page has, with the not-found status, where serve's engine would send the file with a 200.
 * @param {string | undefined} url a servable one
 */
export function namesNotFoundPage(url) {
  const path = decodeURIComponent((url ?? "/").split("?")[0] ?? "/");
  return NOT_FOUND_ADDRESSES.includes(path);
}

/**
 * The headers serve.json gives every HTML document (the security headers, the site's policy, frame protection,
 * the cache rule), which serve's engine leaves off the redirects it answers itself (/about/ to /about,
 * /about.html to /about, the old service addresses): they get them here, as every other server sends them.
 * @param {{ headers?: unknown }} config serve.json
 * @returns {Record<string, string>}
 */
export function documentHeadersOf(config) {
  /** @type {Record<string, string>} */
  const headers = {};
  const rules = Array.isArray(config.headers) ? config.headers : [];
  for (const rule of rules) {
    if (rule?.source !== SERVE_SOURCES.everyFile && rule?.source !== SERVE_SOURCES.html) continue;
    for (const { key, value } of Array.isArray(rule.headers) ? rule.headers : [])
      if (typeof key === "string" && typeof value === "string") headers[key] = value;
  }
  return headers;
}

/**
 * A file system error's code ("ENOENT", ...), or undefined for any other error.
 * @param {unknown} error
 */
const errorCode = (error) => (error instanceof Error && "code" in error ? error.code : undefined);

/**
 * File lookup that reads a name longer than the file system allows as no such file: serve's engine takes only
 * ENOENT and ENOTDIR for "not there", and would answer a 500 for an address segment of 251 characters or more
 * (it looks the address up as `<segment>.html`).
 * @param {string} path
 */
async function lookUp(path) {
  try {
    return await lstat(path);
  } catch (error) {
    if (errorCode(error) === "ENAMETOOLONG") {
      throw Object.assign(new Error(`no such file (name too long): ${path.slice(0, 80)}...`), {
        code: "ENOENT",
      });
    }
    throw error;
  }
}

/**
 * The validator of one file as sent: its size and time, and the encoding, so each stored copy has its own.
 * @param {import("node:fs").Stats} stats
 * @param {string} encoding
 */
function entityTag(stats, encoding) {
  const seconds = Math.floor(stats.mtimeMs / 1000);
  return `"${seconds.toString(16)}-${stats.size.toString(16)}${encoding === "identity" ? "" : `-${encoding}`}"`;
}

/**
 * Whether an If-None-Match header names the tag (weak comparison, as HTTP has it for this header).
 * @param {string} header
 * @param {string} tag
 */
export function noneMatchHolds(header, tag) {
  const opaque = (/** @type {string} */ value) => value.trim().replace(/^W\//, "");
  return header.trim() === "*" || header.split(",").some((value) => opaque(value) === opaque(tag));
}

/**
 * The one byte range asked for, against a file of `size` bytes: `{ start, end }` (end included), "unsatisfiable"
 * when it starts past the end, or undefined when the header is not one range of bytes (several ranges, another
 * unit, a malformed one), which is answered with the whole file, as HTTP allows.
 * @param {string} header
 * @param {number} size
 * @returns {{ start: number, end: number } | "unsatisfiable" | undefined}
 */
export function byteRange(header, size) {
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return undefined;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return undefined;
  if (first === "") {
    // The last N bytes.
    const length = Number(last);
    return length === 0 || size === 0
      ? "unsatisfiable"
      : { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (last !== "" && Number(last) < start) return undefined;
  if (start >= size) return "unsatisfiable";
  return { start, end: last === "" ? size - 1 : Math.min(Number(last), size - 1) };
}

/**
 * The files of the site, kept in memory once read while they are unchanged on disk (same size and time): a page
 * sent to a crowd is read once, not once per visitor into a buffer of its own, which the process would keep long
 * after the crowd has gone. Files over MAX_BYTES are streamed from disk instead; past TOTAL_BYTES, the files kept
 * longest go first.
 */
class FileCache {
  static MAX_BYTES = 1024 * 1024;
  static TOTAL_BYTES = 64 * 1024 * 1024;
  /** @type {Map<string, { mtimeMs: number, size: number, data: Buffer }>} */
  #entries = new Map();
  #total = 0;

  /**
   * The file's contents, or undefined for a file too large to keep.
   * @param {string} path
   * @param {import("node:fs").Stats} stats
   */
  async read(path, stats) {
    if (stats.size > FileCache.MAX_BYTES) return undefined;
    const kept = this.#entries.get(path);
    if (kept && kept.mtimeMs === stats.mtimeMs && kept.size === stats.size) return kept.data;
    const data = await readFile(path);
    this.#forget(path);
    if (data.length === stats.size) {
      this.#entries.set(path, { mtimeMs: stats.mtimeMs, size: stats.size, data });
      this.#total += data.length;
      for (const [oldest] of this.#entries) {
        if (this.#total <= FileCache.TOTAL_BYTES) break;
        this.#forget(oldest);
      }
    }
    return data;
  }

  /** @param {string} path */
  #forget(path) {
    const kept = this.#entries.get(path);
    if (!kept) return;
    this.#total -= kept.data.length;
    this.#entries.delete(path);
  }
}

/**
 * The headers serve's engine gives a file, with the type of a file its list does not know (its list predates
 * AVIF) taken from the build's own list.
 * @param {string} path
 * @param {Record<string, string | number>} headers
 */
export function withFileType(path, headers) {
  if (headers["Content-Type"] !== undefined) return headers;
  const type = TYPES_BY_EXTENSION[posix.extname(path).toLowerCase()];
  return type === undefined ? headers : { ...headers, "Content-Type": type };
}

/** Headers that describe a body, for answers that send none. */
const BODY_HEADERS = [
  "Content-Length",
  "Content-Type",
  "Content-Encoding",
  "Content-Disposition",
  "Content-Range",
];

/**
 * Sends the file serve's engine chose for the address, with the status and headers its rules give, as HTTP has
 * it (see the top).
 * @param {object} options
 * @param {import("node:http").IncomingMessage} options.request
 * @param {import("node:http").ServerResponse} options.response
 * @param {(status: number, headers: Record<string, string | number>) => void} options.writeHead the response's own
 * @param {number} options.status 404 for the not-found page; any other is a file found at the address
 * @param {Record<string, string | number>} options.headers
 * @param {string} options.path the file
 * @param {FileCache} options.files
 */
async function send({ request, response, writeHead, status, headers, path, files }) {
  const found = status !== 404;
  const identity = await stat(path);
  /** The stored copies this file has, in the order the server prefers them. */
  const copies = COMPRESSIBLE.test(path)
    ? (
        await Promise.all(
          PRECOMPRESSED.map(async ({ encoding, extension }) => {
            const copy = await stat(path + extension).catch(() => undefined);
            return copy && { encoding, file: path + extension, stats: copy };
          }),
        )
      ).filter((copy) => copy !== undefined)
    : [];
  const accepted = new Set(
    acceptedEncodings(request.headers["accept-encoding"]).map(({ encoding }) => encoding),
  );
  const identityTag = entityTag(identity, "identity");

  // A range is of the file as it is, and only while the copy the browser holds part of is still this one.
  const ifRange = request.headers["if-range"];
  const range =
    found && request.method === "GET" && request.headers.range !== undefined
      ? byteRange(request.headers.range, identity.size)
      : undefined;
  const rangeHolds =
    range !== undefined &&
    (ifRange === undefined ||
      (ifRange.startsWith('"') ? ifRange === identityTag : ifRange === identity.mtime.toUTCString()));
  const sent =
    (rangeHolds ? undefined : copies.find(({ encoding }) => accepted.has(encoding))) ??
    /** @type {const} */ ({ encoding: "identity", file: path, stats: identity });

  // The rules' headers, without those that describe the file as serve's engine would have sent it.
  const replaced = new Set([...BODY_HEADERS, "Accept-Ranges", "Last-Modified", "ETag"]);
  const out = Object.fromEntries(Object.entries(headers).filter(([name]) => !replaced.has(name)));
  if (copies.length > 0) out.Vary = "Accept-Encoding";
  const tag = entityTag(sent.stats, sent.encoding);
  const described = {
    ...out,
    ...(headers["Content-Type"] === undefined ? {} : { "Content-Type": headers["Content-Type"] }),
    ...(found
      ? { ETag: tag, "Last-Modified": sent.stats.mtime.toUTCString(), "Accept-Ranges": "bytes" }
      : {}),
  };

  const ifNoneMatch = request.headers["if-none-match"];
  const ifModifiedSince = Date.parse(request.headers["if-modified-since"] ?? "");
  const unchanged =
    found &&
    (ifNoneMatch !== undefined
      ? noneMatchHolds(ifNoneMatch, tag)
      : Number.isFinite(ifModifiedSince) && Math.floor(sent.stats.mtimeMs / 1000) * 1000 <= ifModifiedSince);
  if (unchanged) {
    const notModified = { ...described };
    delete notModified["Content-Type"];
    writeHead(304, notModified);
    response.end();
    return;
  }
  if (rangeHolds && range === "unsatisfiable") {
    writeHead(416, {
      ...out,
      "Cache-Control": CACHE_CONTROL.other,
      "Content-Range": `bytes */${identity.size}`,
      "Content-Length": 0,
    });
    response.end();
    return;
  }
  const part = rangeHolds && range !== undefined ? range : undefined;
  writeHead(part ? 206 : status, {
    ...described,
    ...(sent.encoding === "identity" ? {} : { "Content-Encoding": sent.encoding }),
    ...(part ? { "Content-Range": `bytes ${part.start}-${part.end}/${identity.size}` } : {}),
    "Content-Length": part ? part.end - part.start + 1 : sent.stats.size,
  });
  if (request.method === "HEAD") {
    response.end();
    return;
  }
  const { start, end } = part ?? { start: 0, end: sent.stats.size - 1 };
  const data = await files.read(sent.file, sent.stats);
  if (data) {
    response.end(part ? data.subarray(start, end + 1) : data);
    return;
  }
  const file = createReadStream(sent.file, { start, end });
  file.on("error", (error) => response.destroy(error));
  file.pipe(response);
}

/**
 * What serve's engine found at an address, kept so that the next request for it goes straight to the file:
 * serve's engine matches every rule's pattern anew on each request, and a crowd makes that garbage by the
 * megabyte. Only addresses of files found are kept, at most MAX_ADDRESSES, the oldest going first; an entry whose
 * file is gone is dropped and the address looked up again.
 */
class KnownAddresses {
  static MAX_ADDRESSES = 2_000;
  /** @type {Map<string, { path: string, headers: Record<string, string | number> }>} */
  #entries = new Map();

  /** @param {string} address */
  get(address) {
    return this.#entries.get(address);
  }

  /**
   * @param {string} address
   * @param {{ path: string, headers: Record<string, string | number> }} found
   */
  set(address, found) {
    this.#entries.delete(address);
    this.#entries.set(address, found);
    for (const [oldest] of this.#entries) {
      if (this.#entries.size <= KnownAddresses.MAX_ADDRESSES) break;
      this.#entries.delete(oldest);
    }
  }

  /** @param {string} address */
  forget(address) {
    this.#entries.delete(address);
  }
}

/**
 * The response's own head writer, as `send` takes it (taken before `throughServe` puts its own in its place).
 * @param {import("node:http").ServerResponse} response
 * @returns {(status: number, headers: Record<string, string | number>) => void}
 */
function headWriter(response) {
  const writeHead = response.writeHead.bind(response);
  return (status, headers) => void writeHead(status, headers);
}

/**
 * @param {import("node:http").ServerResponse} response
 * @param {unknown} error
 */
function failed(response, error) {
  console.error(error);
  if (!response.headersSent) response.writeHead(500, { "Content-Length": 0 });
  response.end();
}

/**
 * Serves the request through serve's engine, with file access that treats an over-long name as no such file,
 * and takes over when it has chosen a file: serve-handler opens the file, then writes the head with the status
 * and headers its rules give, then pipes the file. The head is where `send` takes over; the stream handed to
 * serve's engine stays empty.
 * @param {object} options
 * @param {import("node:http").IncomingMessage} options.request
 * @param {import("node:http").ServerResponse} options.response
 * @param {object} options.config serve.json, with the folder to serve
 * @param {Record<string, string>} options.redirectHeaders what a redirect of serve's engine is sent with
 * @param {FileCache} options.files
 * @param {(found: { path: string, headers: Record<string, string | number> }) => void} options.found
 */
function throughServe({ request, response, config, redirectHeaders, files, found }) {
  /** @type {string | undefined} */
  let opened;
  const writeHead = response.writeHead.bind(response);
  const sendHead = headWriter(response);
  response.writeHead = /** @type {typeof response.writeHead} */ (
    /** @type {unknown} */ (
      (/** @type {number} */ status, /** @type {Record<string, string | number>} */ given = {}) => {
        const path = opened;
        opened = undefined;
        if (path === undefined)
          return writeHead(status, status >= 300 && status < 400 ? { ...redirectHeaders, ...given } : given);
        const headers = withFileType(path, given);
        if (status !== 404) found({ path, headers });
        send({ request, response, writeHead: sendHead, status, headers, path, files }).catch((error) =>
          failed(response, error),
        );
        return response;
      }
    )
  );
  const access = {
    lstat: lookUp,
    createReadStream: (/** @type {string} */ path) => {
      opened = path;
      return new Readable({ read() {} });
    },
  };
  handler(request, response, config, access).catch((/** @type {unknown} */ error) => failed(response, error));
}

/**
 * The request handler for the build in `build` (a folder holding serve.json and client/, with a trailing slash).
 * @param {string} build
 * @returns {(request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse) => void}
 */
export function siteHandler(build) {
  const config = { ...JSON.parse(readFileSync(`${build}serve.json`, "utf8")), public: `${build}client` };
  const redirectHeaders = documentHeadersOf(config);
  const files = new FileCache();
  const known = new KnownAddresses();
  return (request, response) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, {
        ...EVERY_RESPONSE_HEADERS,
        Allow: ALLOWED_METHODS,
        "Cache-Control": CACHE_CONTROL.other,
        "Content-Length": 0,
      });
      response.end();
      return;
    }
    if (!servable(request.url) || namesNotFoundPage(request.url)) request.url = NO_PAGE;
    const address = (request.url ?? "/").split("?")[0] ?? "/";
    const lookUpAgain = () =>
      throughServe({
        request,
        response,
        config,
        redirectHeaders,
        files,
        found: (found) => known.set(address, found),
      });
    const seen = known.get(address);
    if (!seen) {
      lookUpAgain();
      return;
    }
    send({
      request,
      response,
      writeHead: headWriter(response),
      status: 200,
      ...seen,
      files,
    }).catch((/** @type {unknown} */ error) => {
      if (response.headersSent || errorCode(error) !== "ENOENT") {
        failed(response, error);
        return;
      }
      known.forget(address);
      lookUpAgain();
    });
  };
}
