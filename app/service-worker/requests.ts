// What the worker does with each request, decided from the request alone (pure, tested).

/** The parts of a Request the worker decides by. */
export interface RequestFacts {
  url: string;
  method: string;
  mode: RequestMode;
  destination: RequestDestination;
}

/** Where the site's own files and its photos live, as the build declares them. */
export interface SiteScope {
  /** The site's origin, e.g. https://example.com. */
  origin: string;
  /** The content manager's address ("/admin/"): never served or kept by the worker. */
  adminPrefix: string;
  /** The folder of the build's hashed files ("/assets/"). */
  assetsPrefix: string;
  /** The build's sized copies of the photos staff upload ("/assets/photos/"), inside the assets folder. */
  photosPrefix: string;
  /** Origins of the product and page photos. */
  photoOrigins: readonly string[];
}

/**
 * - page: a navigation to one of the site's addresses;
 * - asset: one of the build's hashed files (this build's or, for a tab still open on it, the previous one's);
 * - file: any other file of the site (kept only when it is part of the offline copy);
 * - photo: a photo a page shows, from the image host or as the build sized an uploaded one (each photo in
 *   several sizes and formats: kept as seen, never all of them ahead);
 * - other: left to the browser (the content manager, other hosts, anything but GET).
 */
export type RequestKind = "page" | "asset" | "file" | "photo" | "other";

export function requestKind(request: RequestFacts, scope: SiteScope): RequestKind {
  if (request.method !== "GET") return "other";
  const url = new URL(request.url);
  if (url.origin === scope.origin) {
    const path = resolvedPath(url.pathname);
    if (path === undefined || isUnder(path, scope.adminPrefix.toLowerCase())) return "other";
    if (request.mode === "navigate") return "page";
    if (request.destination === "image" && url.pathname.startsWith(scope.photosPrefix)) return "photo";
    return url.pathname.startsWith(scope.assetsPrefix) ? "asset" : "file";
  }
  if (request.destination === "image" && scope.photoOrigins.includes(url.origin)) return "photo";
  return "other";
}

/** Whether `pathname` is the folder `prefix` ("/admin/") names, with or without its slash, or lies under it. */
export function isUnder(pathname: string, prefix: string): boolean {
  return pathname.startsWith(prefix) || `${pathname}/` === prefix;
}

/** Rounds of decoding a path may take ("/%2561dmin" takes two); a path that takes more is left to the browser. */
const DECODING_ROUNDS = 8;

/**
 * A path as a server may resolve it, to compare with the content manager's: escapes decoded, again and again
 * ("/%61dmin" and "/%2561dmin" are "/admin"), dot segments resolved ("/store/..%2Fadmin"), repeated slashes and
 * backslashes merged, in lower case (some hosts match paths whatever their case). Undefined for a path that does
 * not decode: the worker leaves such a request to the browser.
 */
export function resolvedPath(pathname: string): string | undefined {
  let path = pathname;
  for (let round = 0; round < DECODING_ROUNDS; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return undefined;
    }
    const next = new URL(decoded.replace(/[\\/]+/g, "/"), "http://path.invalid").pathname;
    if (next === path) return path.toLowerCase();
    path = next;
  }
  return undefined;
}

/**
 * The key a page is kept under: its address without the query (the page's scripts read it, e.g.
 * /store/category/all?q=pump) and without a trailing slash (/about/ is /about), so each page is kept once.
 */
export function pageCacheKey(url: string): string {
  const { origin, pathname } = new URL(url);
  const trimmed = pathname.replace(/\/+$/, "");
  return `${origin}${trimmed === "" ? "/" : trimmed}`;
}

/** A file's address without its query: the offline copy keeps each file once, under its plain address. */
export function withoutQuery(url: string): string {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}`;
}

/** A permanent redirect every host answers, by address ("/services/civil" to "/civil-contracting"). */
export interface Redirect {
  from: string;
  to: string;
  status: number;
}

/**
 * Where one of the site's redirects sends a navigation, as every host does (the query kept; the address matched
 * as written, with or without a trailing slash); undefined when it is not one of them.
 */
export function redirectFor(
  url: string,
  redirects: readonly Redirect[],
): { location: string; status: number } | undefined {
  const { origin, pathname, search } = new URL(url);
  const path = pathname.replace(/(.)\/+$/, "$1");
  const redirect = redirects.find((entry) => entry.from === path);
  return redirect && { location: `${origin}${redirect.to}${search}`, status: redirect.status };
}

/** The parts of a photo's Response that decide whether it is kept. */
export interface PhotoFacts {
  status: number;
  contentType: string | null;
}

/**
 * Only a whole photo (200, an image). Never an error answer nor an opaque one (status 0: fetched without CORS,
 * its status unknown, and counted by browsers as megabytes of storage whatever its size).
 */
export function isKeepablePhoto(response: PhotoFacts): boolean {
  return response.status === 200 && /^image\//i.test(response.contentType ?? "");
}
