// @vitest-environment node
import type { Connect, Plugin, PreviewServer } from "vite";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pageAddress, prerenderPageAddresses } from "./prerender-page-addresses.mjs";

/** The middleware the plugin adds to a preview server. */
function middleware(plugin: Plugin): Connect.NextHandleFunction {
  const added: Connect.NextHandleFunction[] = [];
  const server = { middlewares: { use: (handler: Connect.NextHandleFunction) => added.push(handler) } };
  const hook = plugin.configurePreviewServer;
  if (typeof hook !== "function") throw new Error("the plugin has no configurePreviewServer hook");
  void hook.call({} as never, server as unknown as PreviewServer);
  const [handler] = added;
  if (!handler) throw new Error("the plugin added no middleware");
  return handler;
}

/** What the page request for `url` reaches React Router as, with React Router's prerender running or not. */
function requested(url: string, prerendering: boolean, method = "GET") {
  vi.stubEnv("IS_RR_BUILD_REQUEST", prerendering ? "yes" : "");
  const req: Pick<Connect.IncomingMessage, "url" | "originalUrl" | "method"> = {
    url,
    originalUrl: url,
    method,
  };
  const next = vi.fn();
  middleware(prerenderPageAddresses())(req as never, {} as never, next);
  expect(next).toHaveBeenCalledOnce();
  return { url: req.url, originalUrl: req.originalUrl };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("pageAddress", () => {
  it("takes the slash off a page's address, keeps the root's and the query", () => {
    expect(pageAddress("/store/product/prod-001/")).toBe("/store/product/prod-001");
    expect(pageAddress("/about//")).toBe("/about");
    expect(pageAddress("/store/category/mining/?sort=price")).toBe("/store/category/mining?sort=price");
    expect(pageAddress("/about")).toBe("/about");
    expect(pageAddress("/")).toBe("/");
    expect(pageAddress("/?q=1")).toBe("/?q=1");
    expect(pageAddress("/sitemap.xml.data")).toBe("/sitemap.xml.data");
  });
});

describe("the prerender's page requests", () => {
  it("reach React Router at the address a visitor opens", () => {
    expect(requested("/store/product/prod-001/", true)).toEqual({
      url: "/store/product/prod-001",
      originalUrl: "/store/product/prod-001",
    });
  });

  it("leave `vite preview` run by hand, and requests that are not GETs, alone", () => {
    expect(requested("/about/", false).url).toBe("/about/");
    expect(requested("/about/", true, "POST").url).toBe("/about/");
  });
});
