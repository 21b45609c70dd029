import { describe, expect, it } from "vitest";
import {
  assetsLeftBehind,
  cacheNames,
  CACHE_PREFIX,
  offlineCopyCaches,
  onTapLeftBehind,
  outdatedCaches,
  RETIRED_CACHES,
} from "./caches";

describe("cacheNames", () => {
  it("names the pages cache by version and shares the rest between versions", () => {
    const a = cacheNames("a1b2");
    const b = cacheNames("c3d4");
    expect(a.pages).not.toBe(b.pages);
    expect({ ...a, pages: "" }).toEqual({ ...b, pages: "" });
    for (const name of Object.values(a)) expect(name.startsWith(CACHE_PREFIX)).toBe(true);
  });

  it("refuses a version that could run into another cache's name", () => {
    expect(() => cacheNames("")).toThrow();
    expect(() => cacheNames("a-b")).toThrow();
  });
});

describe("outdatedCaches", () => {
  it("deletes the pages of other versions, never what this one uses nor other caches", () => {
    const current = cacheNames("new1");
    const existing = [
      current.precache,
      current.photos,
      current.previousAssets,
      current.pages,
      cacheNames("old1").pages,
      cacheNames("old2").pages,
      "someone-elses-cache",
    ];
    expect(outdatedCaches(existing, current)).toEqual([cacheNames("old1").pages, cacheNames("old2").pages]);
  });

  it("deletes the photos kept as opaque answers by earlier versions, which pages asking with CORS cannot use", () => {
    const current = cacheNames("new1");
    expect(outdatedCaches(["offline-photos", current.photos, current.precache], current)).toEqual([
      "offline-photos",
    ]);
    expect(Object.values(current).some((name) => RETIRED_CACHES.includes(name))).toBe(false);
  });

  it("deletes the copy of the kept enquiries pages once read, and keeps no enquiry in any cache", () => {
    const current = cacheNames("new1");
    expect(outdatedCaches(["enquiries", current.pages], current)).toEqual(["enquiries"]);
  });
});

describe("offlineCopyCaches", () => {
  it("finds every cache of the offline copy and no other", () => {
    const names = Object.values(cacheNames("v1"));
    expect(offlineCopyCaches([...names, "someone-elses-cache"])).toEqual(names);
  });
});

describe("assetsLeftBehind", () => {
  const scope = { origin: "https://shop.example", assetsPrefix: "/assets/" };
  const url = (path: string) => `${scope.origin}${path}`;

  it("finds the last build's scripts that this build no longer has", () => {
    const cached = [
      url("/assets/root-OLD.js"),
      url("/assets/framework-SAME.js"),
      url("/404.html?__WB_REVISION__=old"),
      url("/favicon.svg?__WB_REVISION__=1"),
    ];
    const current = new Set([url("/assets/root-NEW.js"), url("/assets/framework-SAME.js")]);
    expect(assetsLeftBehind(cached, current, scope)).toEqual([url("/assets/root-OLD.js")]);
  });

  it("finds nothing on the first install", () => {
    expect(assetsLeftBehind([], new Set([url("/assets/a.js")]), scope)).toEqual([]);
  });
});

describe("onTapLeftBehind", () => {
  it("drops the scripts kept once fetched that this version no longer loads", () => {
    const origin = "https://example.com";
    expect(
      onTapLeftBehind(
        [`${origin}/assets/quotation-pdf.old.js`, `${origin}/assets/quotation-pdf-library.same.js`],
        ["/assets/quotation-pdf.new.js", "/assets/quotation-pdf-library.same.js"],
      ),
    ).toEqual([`${origin}/assets/quotation-pdf.old.js`]);
  });
});
