// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { withCaseSensitiveClientRoutes } from "./case-sensitive-routes.mjs";

const DIST = new URL("../../node_modules/react-router/dist/", import.meta.url);
/** The installed React Router's modules that build the browser's routes. */
const clientRouteModules = ["development/", "production/"].flatMap((folder) =>
  readdirSync(new URL(folder, DIST), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => readFileSync(new URL(`${folder}${file}`, DIST), "utf8"))
    .filter((code) => code.includes("function createClientRoutes(")),
);

describe("the browser's routes", () => {
  it("carry each route's caseSensitive in every build of the installed React Router", () => {
    expect(clientRouteModules.length).toBeGreaterThan(0);
    for (const code of clientRouteModules) {
      const patched = withCaseSensitiveClientRoutes(code);
      const clientRoutes = patched.slice(patched.indexOf("function createClientRoutes("));
      expect(clientRoutes).toMatch(
        /let dataRoute = \{ caseSensitive: route\.caseSensitive,\s*id: route\.id,/,
      );
      expect(patched.length - code.length).toBe(" caseSensitive: route.caseSensitive,".length);
    }
  });

  it("leave other modules alone, and fail the build when React Router builds them another way", () => {
    expect(withCaseSensitiveClientRoutes("export const x = 1;")).toBe("export const x = 1;");
    expect(() =>
      withCaseSensitiveClientRoutes(
        "function createClientRoutes(manifest) { let dataRoute = { id: route.id }; }",
      ),
    ).toThrow(/case-sensitive-routes\.mjs/);
  });
});
