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
  /** Origins of the product and page photos. */
  photoOrigins: readonly string[];
}

/**
 * - page: a navigation to one of the site's addresses;
 * - asset: one of the build's hashed files (this build's or, for a tab still open on it, the previous one's);
 * - file: any other file of the site (kept only when it is part of the offline copy);
 * - photo: a photo from the image host;
 * - other: left to the browser (the content manager, other hosts, anything but GET).
 */
export type RequestKind = "page" | "asset" | "file" | "photo" | "other";

export function requestKind(request: RequestFacts, scope: SiteScope): RequestKind {
  if (request.method !== "GET") return "other";
  const url = new URL(request.url);
  if (url.origin === scope.origin) {
    if (isUnder(url.pathname, scope.adminPrefix)) return "other";
    if (request.mode === "navigate") return "page";
    return url.pathname.startsWith(scope.assetsPrefix) ? "asset" : "file";
  }
  if (request.destination === "image" && scope.photoOrigins.includes(url.origin)) return "photo";
  return "other";
}

/** Whether `pathname` is the folder `prefix` ("/admin/") names, with or without its slash, or lies under it. */
export function isUnder(pathname: string, prefix: string): boolean {
  return pathname.startsWith(prefix) || `${pathname}/` === prefix;
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

/** The parts of a Response that decide whether a page is kept. */
export interface ResponseFacts {
  status: number;
  type: ResponseType;
  redirected: boolean;
  contentType: string | null;
}

/** Only a page as the site served it: a whole (200), same-origin, unredirected HTML document. */
export function isKeepablePage(response: ResponseFacts): boolean {
  return (
    response.status === 200 &&
    response.type === "basic" &&
    !response.redirected &&
    /^text\/html\b/i.test(response.contentType ?? "")
  );
}
