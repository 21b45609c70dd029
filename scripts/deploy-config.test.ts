// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { REDIRECTS } from "../app/content/site-map";

interface ServeConfig {
  redirects: { source: string; destination: string; type: number }[];
}

describe("deploy/serve.json", () => {
  const config = JSON.parse(
    readFileSync(new URL("../deploy/serve.json", import.meta.url), "utf8"),
  ) as ServeConfig;

  it("answers the old service paths with the same permanent redirects as the app", () => {
    expect(Object.fromEntries(config.redirects.map((r) => [r.source, r.destination]))).toEqual(REDIRECTS);
    expect(config.redirects.every((r) => r.type === 301)).toBe(true);
  });
});
