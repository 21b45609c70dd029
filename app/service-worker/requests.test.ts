import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isKeepablePhoto,
  isUnder,
  pageCacheKey,
  redirectFor,
  requestKind,
  resolvedPath,
  withoutQuery,
  type RequestFacts,
  type SiteScope,
} from "./requests";

const ORIGIN = "https://shop.example";
const scope: SiteScope = {
  origin: ORIGIN,
  adminPrefix: "/admin/",
  assetsPrefix: "/assets/",
  photosPrefix: "/assets/photos/",
  photoOrigins: ["https://images.unsplash.com"],
};

const get = (url: string, facts: Partial<RequestFacts> = {}): RequestFacts => ({
  url,
  method: "GET",
  mode: "no-cors",
  destination: "",
  ...facts,
});

describe("requestKind", () => {
  it.each([
    ["/", "page"],
    ["/about", "page"],
    ["/store/category/all?q=pump", "page"],
    ["/an/unknown/address", "page"],
  ])("a navigation to %s is a page", (path, kind) => {
    expect(requestKind(get(`${ORIGIN}${path}`, { mode: "navigate", destination: "document" }), scope)).toBe(
      kind,
    );
  });

  it("sorts the site's own files: hashed build files apart from the rest", () => {
    expect(requestKind(get(`${ORIGIN}/assets/root-abc123.js`, { destination: "script" }), scope)).toBe(
      "asset",
    );
    expect(requestKind(get(`${ORIGIN}/brands/abb.svg`, { destination: "image" }), scope)).toBe("file");
    expect(requestKind(get(`${ORIGIN}/services/industrial.data?_routes=x`), scope)).toBe("file");
  });

  it("leaves the content manager alone, its page and its files", () => {
    for (const path of ["/admin", "/admin/", "/admin/index.html", "/admin/config.yml"]) {
      expect(requestKind(get(`${ORIGIN}${path}`, { mode: "navigate" }), scope)).toBe("other");
      expect(requestKind(get(`${ORIGIN}${path}`), scope)).toBe("other");
    }
    expect(requestKind(get(`${ORIGIN}/administration`, { mode: "navigate" }), scope)).toBe("page");
  });

  it.each([
    "/%61dmin",
    "/%61dmin/",
    "/%2561dmin/index.html",
    "/%252561dmin/config.yml",
    "/%41DMIN/",
    "/Admin/config.yml",
    "/ADMIN",
    "/store/..%2Fadmin/",
    "/store/%2e%2e/admin",
    "/store/..%252Fadmin/",
    "//admin/",
    "/%2Fadmin/",
    "/%5Cadmin/",
  ])("leaves the content manager alone however its address is written: %s", (path) => {
    expect(requestKind(get(`${ORIGIN}${path}`, { mode: "navigate" }), scope)).toBe("other");
    expect(requestKind(get(`${ORIGIN}${path}`), scope)).toBe("other");
  });

  it("leaves an address that does not decode to the browser", () => {
    expect(requestKind(get(`${ORIGIN}/%E0%A4%A`, { mode: "navigate" }), scope)).toBe("other");
    expect(requestKind(get(`${ORIGIN}/100%25`, { mode: "navigate" }), scope)).toBe("other");
  });

  it("leaves the content manager alone whichever of its letters are escaped or capitals", () => {
    const letter = (char: string) =>
      fc.constantFrom(
        char,
        char.toUpperCase(),
        `%${char.charCodeAt(0).toString(16)}`,
        `%25${char.charCodeAt(0).toString(16).toUpperCase()}`,
      );
    const admin = fc.tuple(...["a", "d", "m", "i", "n"].map(letter)).map((chars) => chars.join(""));
    const rest = fc.constantFrom("", "/", "/index.html", "/config.yml", "/%63onfig.yml");
    fc.assert(
      fc.property(admin, rest, fc.boolean(), (name, tail, navigate) => {
        const request = get(`${ORIGIN}/${name}${tail}`, navigate ? { mode: "navigate" } : {});
        expect(requestKind(request, scope)).toBe("other");
      }),
    );
  });

  it("keeps photos from the image host only, and only as images", () => {
    const photo = "https://images.unsplash.com/photo-1?w=800";
    expect(requestKind(get(photo, { destination: "image" }), scope)).toBe("photo");
    expect(requestKind(get(photo, { destination: "" }), scope)).toBe("other");
    expect(requestKind(get("https://www.google.com/maps?q=x", { destination: "iframe" }), scope)).toBe(
      "other",
    );
    expect(requestKind(get("https://elsewhere.example/a.png", { destination: "image" }), scope)).toBe(
      "other",
    );
  });

  it("keeps the site's own photos (the build's sizes of uploaded ones) as photos, not as build files", () => {
    for (const file of ["pump-0a1b2c3d4e-800.avif", "pump-0a1b2c3d4e-400.webp", "pump-0a1b2c3d4e-1200.jpg"]) {
      expect(requestKind(get(`${ORIGIN}/assets/photos/${file}`, { destination: "image" }), scope)).toBe(
        "photo",
      );
    }
    // Fetched otherwise than by a page's picture: a build file like any other.
    expect(requestKind(get(`${ORIGIN}/assets/photos/pump-0a1b2c3d4e-800.avif`), scope)).toBe("asset");
    expect(requestKind(get(`${ORIGIN}/assets/root-abc123.js`, { destination: "image" }), scope)).toBe(
      "asset",
    );
    expect(requestKind(get(`${ORIGIN}/photos/pump.jpg`, { destination: "image" }), scope)).toBe("file");
  });

  it("leaves anything but GET to the browser (the contact form's POST)", () => {
    expect(requestKind(get(`${ORIGIN}/contact`, { method: "POST", mode: "navigate" }), scope)).toBe("other");
    expect(requestKind(get("https://forms.example/enquiry", { method: "POST", mode: "cors" }), scope)).toBe(
      "other",
    );
  });
});

describe("isUnder", () => {
  it("matches the folder with or without its slash, and what lies under it", () => {
    expect(isUnder("/admin", "/admin/")).toBe(true);
    expect(isUnder("/admin/", "/admin/")).toBe(true);
    expect(isUnder("/admin/x/y", "/admin/")).toBe(true);
    expect(isUnder("/admins", "/admin/")).toBe(false);
    expect(isUnder("/", "/admin/")).toBe(false);
  });
});

describe("resolvedPath", () => {
  it.each([
    ["/", "/"],
    ["/about", "/about"],
    ["/%61dmin", "/admin"],
    ["/%2561dmin", "/admin"],
    ["/store/..%2Fadmin/x", "/admin/x"],
    ["//a///b", "/a/b"],
    ["/A%20B", "/a%20b"],
    ["/Store/Category/All", "/store/category/all"],
  ])("reads %s as %s", (path, resolved) => {
    expect(resolvedPath(path)).toBe(resolved);
  });

  it("gives nothing for a path that does not decode", () => {
    expect(resolvedPath("/%E0%A4%A")).toBeUndefined();
    expect(resolvedPath("/100%25")).toBeUndefined();
  });
});

describe("pageCacheKey", () => {
  it.each([
    ["https://shop.example/", "https://shop.example/"],
    ["https://shop.example", "https://shop.example/"],
    ["https://shop.example/about", "https://shop.example/about"],
    ["https://shop.example/about/", "https://shop.example/about"],
    ["https://shop.example/store/category/all?q=pump&sort=price", "https://shop.example/store/category/all"],
    ["https://shop.example/cart/?x=1#top", "https://shop.example/cart"],
    ["https://shop.example/?utm_source=x", "https://shop.example/"],
  ])("%s is kept as %s", (url, key) => {
    expect(pageCacheKey(url)).toBe(key);
  });

  const paths = fc.array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { maxLength: 4 });
  const queries = fc.option(fc.stringMatching(/^[a-z0-9=&]{0,20}$/), { nil: undefined });

  it("gives every form of one address the same key, without query or trailing slash", () => {
    fc.assert(
      fc.property(paths, queries, fc.boolean(), (segments, query, slash) => {
        const path = `/${segments.join("/")}`;
        const url = `${ORIGIN}${path}${slash && segments.length > 0 ? "/" : ""}${query === undefined ? "" : `?${query}`}`;
        const key = pageCacheKey(url);
        expect(key).toBe(`${ORIGIN}${path}`);
        expect(pageCacheKey(key)).toBe(key);
      }),
    );
  });

  it("gives different pages different keys", () => {
    fc.assert(
      fc.property(paths, paths, (a, b) => {
        fc.pre(a.join("/") !== b.join("/"));
        expect(pageCacheKey(`${ORIGIN}/${a.join("/")}`)).not.toBe(pageCacheKey(`${ORIGIN}/${b.join("/")}`));
      }),
    );
  });
});

describe("withoutQuery", () => {
  it("drops the query and keeps the path as it is", () => {
    expect(withoutQuery("https://shop.example/services/industrial.data?_routes=a")).toBe(
      "https://shop.example/services/industrial.data",
    );
    expect(withoutQuery("https://shop.example/brands/")).toBe("https://shop.example/brands/");
  });
});

describe("redirectFor", () => {
  const redirects = [
    { from: "/services/industrial", to: "/mining-industrial", status: 301 },
    { from: "/services/civil", to: "/civil-contracting", status: 301 },
  ];

  it("sends one of the site's redirects where every host sends it, keeping the query", () => {
    expect(redirectFor(`${ORIGIN}/services/industrial`, redirects)).toEqual({
      location: `${ORIGIN}/mining-industrial`,
      status: 301,
    });
    expect(redirectFor(`${ORIGIN}/services/civil/?from=flyer`, redirects)).toEqual({
      location: `${ORIGIN}/civil-contracting?from=flyer`,
      status: 301,
    });
  });

  it.each(["/services", "/services/energy", "/SERVICES/INDUSTRIAL", "/services/industrial/pumps", "/"])(
    "leaves %s as it is",
    (path) => {
      expect(redirectFor(`${ORIGIN}${path}`, redirects)).toBeUndefined();
    },
  );
});

describe("isKeepablePhoto", () => {
  it("keeps a whole photo", () => {
    expect(isKeepablePhoto({ status: 200, contentType: "image/jpeg" })).toBe(true);
    expect(isKeepablePhoto({ status: 200, contentType: "image/avif" })).toBe(true);
  });

  it.each([
    ["an opaque answer, whose status cannot be read", { status: 0, contentType: null }],
    ["a photo the host no longer has", { status: 404, contentType: "image/jpeg" }],
    ["a server error", { status: 500, contentType: "text/html" }],
    ["a host that is down behind a proxy", { status: 502, contentType: null }],
    ["a part of a photo", { status: 206, contentType: "image/jpeg" }],
    ["an error page answered as a success", { status: 200, contentType: "text/html; charset=utf-8" }],
    ["an answer without a type", { status: 200, contentType: null }],
  ] as const)("does not keep %s", (_, response) => {
    expect(isKeepablePhoto(response)).toBe(false);
  });
});
