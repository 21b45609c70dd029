// The hosts' configuration files for the functions: wrangler.toml (Cloudflare Pages), netlify.toml, and the
// `_routes.json` the build writes, held to what the hosts read and to the repository's own facts.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CLOUDFLARE_ROUTES } from "../scripts/build/host-configs.mjs";

const read = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");

/** A TOML file's `key = value` lines, by table ("" for the top level): enough for these two flat files. */
function tomlTables(text: string): Record<string, Record<string, string>> {
  const tables: Record<string, Record<string, string>> = { "": {} };
  let table = "";
  for (const line of text.split("\n").map((raw) => raw.replace(/#.*$/, "").trim())) {
    const header = /^\[([\w.]+)\]$/.exec(line);
    if (header?.[1]) tables[(table = header[1])] = {};
    const pair = /^(\w+)\s*=\s*"([^"]*)"$/.exec(line);
    if (pair?.[1] && pair[2] !== undefined) (tables[table] ??= {})[pair[1]] = pair[2];
  }
  return tables;
}

const nodeMajor = read("../.nvmrc").trim().split(".")[0];

describe("wrangler.toml (Cloudflare Pages)", () => {
  const toml = tomlTables(read("../wrangler.toml"));

  it("names the build's output folder and a compatibility date", () => {
    expect(toml[""]).toEqual({
      name: expect.stringMatching(/^[a-z0-9-]+$/) as unknown,
      pages_build_output_dir: "build/client",
      compatibility_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
    });
    expect(Object.keys(toml)).toEqual([""]);
  });

  it("holds only fields wrangler accepts in a Pages project's file", () => {
    const cli = read("../node_modules/wrangler/wrangler-dist/cli.js");
    const list = /supportedPagesConfigFields = \[([^\]]*)\]/.exec(cli)?.[1] ?? "";
    const supported = [...list.matchAll(/"(\w+)"/g)].map((match) => match[1]);
    expect(supported).toContain("pages_build_output_dir");
    for (const field of Object.keys(toml[""] ?? {})) expect(supported).toContain(field);
  });
});

describe("netlify.toml", () => {
  const toml = tomlTables(read("../netlify.toml"));

  it("builds with npm run build, publishes build/client, on the Node of .nvmrc, with the functions folder", () => {
    expect(toml.build).toEqual({
      command: "npm run build",
      publish: "build/client",
      functions: "netlify/functions",
    });
    expect(toml["build.environment"]).toEqual({ NODE_VERSION: nodeMajor });
  });

  it("deploys one function, the enquiry's (staff sign in through Netlify's own OAuth there)", () => {
    expect(readdirSync(new URL("../netlify/functions/", import.meta.url))).toEqual(["enquiry.mts"]);
  });
});

describe("Cloudflare Pages functions", () => {
  it("run at /api/* only: _routes.json sends every other address to the files", () => {
    expect(CLOUDFLARE_ROUTES).toEqual({ version: 1, include: ["/api/*"], exclude: [] });
  });

  it("live under functions/api/, and nothing else is in functions/ (each file there is a route)", () => {
    expect(readdirSync(new URL("../functions/", import.meta.url), { recursive: true }).sort()).toEqual([
      "api",
      "api/auth.ts",
      "api/callback.ts",
      "api/enquiry.ts",
    ]);
  });
});
