// @vitest-environment node
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "./routes";
import { productPath } from "./lib/store-paths";
import { sitePages } from "./site-pages";

const pagePaths = sitePages()
  .filter((page) => page.kind === "page")
  .map((page) => page.path);

/** The module React Router renders for an address, matching the route table as the browser does. */
function moduleFor(path: string): string | undefined {
  const table = routes.map(({ path: pattern, index, caseSensitive, file }) =>
    index ? { index: true, file } : { path: pattern, caseSensitive, file },
  );
  return matchRoutes(table, path)?.at(-1)?.route.file;
}

describe("the route table", () => {
  it("matches every address in one case only: in another case it is the not-found page", () => {
    expect(moduleFor("/cart")).toBe("routes/cart.tsx");
    for (const path of [...pagePaths.filter((page) => page !== "/"), "/sitemap.xml", "/services/energy"]) {
      expect(moduleFor(path), path).not.toBe("routes/not-found.tsx");
      expect(moduleFor(path.toUpperCase()), path.toUpperCase()).toBe("routes/not-found.tsx");
    }
    expect(moduleFor("/Store")).toBe("routes/not-found.tsx");
    expect(moduleFor(productPath("prod-001"))).toBe("routes/store-product.tsx");
    expect(moduleFor("/STORE/product/prod-001")).toBe("routes/not-found.tsx");
  });
});
