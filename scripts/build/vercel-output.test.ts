// @vitest-environment node
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { routesSchema } from "@vercel/routing-utils";
import Ajv from "ajv";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { siteHandler } from "../serve/site-handler.mjs";
import { REDIRECTS } from "./host-rules.mjs";
import { DOCUMENT_HEADERS, EVERY_RESPONSE_HEADERS, inlineScripts, scriptHash } from "./security-headers.mjs";
import { postbuildCopy, ROOT, SITE_STYLES, tempFolders } from "./test-postbuild";
import { FUNCTIONS, rootVercelConfig, vercelOutputWanted } from "./vercel-output.mjs";

const tempFolder = tempFolders("vercel-output");

/** Pages of a small site, each with inline scripts of its own, as `astro build` writes them. */
const PAGES = ["index.html", "about/index.html", "cart/index.html", "mining-industrial/index.html"];
const ASSET = "/assets/entry-abc123.js";

/**
 * What `astro build` leaves for postbuild: pages, a redirect page, the not-found page, the sitemap's index, assets,
 * the content manager.
 */
function frameworkBuild(): string {
  const build = join(tempFolder("build"), "build");
  const client = join(build, "client");
  const page = (body: string) =>
    `<!DOCTYPE html><html><head>${SITE_STYLES}` +
    `<script>window.__page = ${JSON.stringify(body)}</script></head>` +
    `<body><h1>${body}</h1><script type="module" async="">import "${ASSET}";</script>` +
    `<p>${"text ".repeat(400)}</p></body></html>`;
  for (const file of [...PAGES, "404.html"]) {
    mkdirSync(join(client, file, ".."), { recursive: true });
    writeFileSync(join(client, file), page(file));
  }
  mkdirSync(join(client, "services", "industrial"), { recursive: true });
  writeFileSync(
    join(client, "services", "industrial", "index.html"),
    '<!doctype html><title>Redirecting to: /mining-industrial</title><meta http-equiv="refresh" content="0;url=/mining-industrial">',
  );
  writeFileSync(join(client, "sitemap-index.xml"), '<?xml version="1.0" encoding="UTF-8"?><sitemapindex/>');
  mkdirSync(join(client, "assets"), { recursive: true });
  writeFileSync(join(client, ASSET), `export const site = ${JSON.stringify("x".repeat(2_000))};\n`);
  writeFileSync(join(client, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(client, "manifest.webmanifest"), '{"name":"Site"}');
  mkdirSync(join(client, "admin"), { recursive: true });
  cpSync(join(ROOT, "public", "admin"), join(client, "admin"), { recursive: true });
  return build;
}

/** Stand-ins for the handlers in server/, with the same exports: each answers with what it was given. */
function handlerStandIns(): string {
  const sources = tempFolder("sources");
  writeFileSync(
    join(sources, "enquiry.ts"),
    `export async function handleEnquiry(request: Request, env: { ENQUIRY_FORWARD_URL?: string; clientAddress?: string | null }): Promise<Response> {\n` +
      `  return Response.json({ method: request.method, body: await request.json(), forwardTo: env.ENQUIRY_FORWARD_URL ?? null, client: env.clientAddress }, { status: 202 });\n` +
      `}\n`,
  );
  writeFileSync(
    join(sources, "github-oauth.ts"),
    `type Env = { GITHUB_CLIENT_ID?: string; GITHUB_CLIENT_SECRET?: string; GITHUB_URL?: string };\n` +
      `const answer = (name: string, request: Request, env: Env) =>\n` +
      `  Response.json({ name, url: request.url, env });\n` +
      `export const handleAuth = async (request: Request, env: Env) => answer("auth", request, env);\n` +
      `export const handleCallback = async (request: Request, env: Env) => answer("callback", request, env);\n`,
  );
  return sources;
}

/** Runs the steps after the framework's build on a copy of `build`, asking for the Build Output folder. */
const postbuild = (build: string, output: string, sources: string) =>
  postbuildCopy(
    build,
    { VERCEL_OUTPUT: "1", VERCEL_OUTPUT_DIR: output, VERCEL_FUNCTION_SOURCES: sources },
    tempFolder,
  );

type Headers = Record<string, string>;
type Route = {
  src?: string;
  dest?: string;
  headers?: Headers;
  status?: number;
  continue?: boolean;
  handle?: string;
  caseSensitive?: boolean;
};
type BuildOutputConfig = {
  version: number;
  routes: Route[];
  overrides: Record<string, { path?: string; contentType?: string }>;
};
type Answer = { status: number; headers: Headers; file?: string; fn?: string };

/**
 * The answer Vercel gives an address with this Build Output folder, following the documented routing: the routes
 * before `handle: "filesystem"` in order, each `src` a regular expression matched in any case unless the route says
 * `caseSensitive`, each match setting its `headers` (a later route's value replaces an earlier one's, `$1` filled
 * from the match); a `continue` route lets routing go on, one with a `status` and no `dest` answers at once (a
 * redirect, by its Location), one with a `dest` and a `status` serves that file with that status at once. Then the files: a static file at its path, or at its override's `path`, `/` being
 * `index.html`, and each function at its folder's path; a file with no `Cache-Control` of the routes gets Vercel's
 * default, revalidated, and its type from its override, the routes or, for `.html`, its extension (other extensions: not modelled). Then the routes after the files, for an address no file or function answers: `dest` is
 * served with the route's `status`. Anything else a route could say is refused, so the model never guesses.
 */
function vercelAnswer(output: string, config: BuildOutputConfig, address: string): Answer {
  const files = new Map<string, string>();
  for (const file of readdirSync(join(output, "static"), { recursive: true, encoding: "utf8" })) {
    const name = file.split("\\").join("/");
    if (!statSync(join(output, "static", name)).isFile()) continue;
    const override = config.overrides[name];
    files.set(`/${override?.path ?? name}`, name);
  }
  if (files.has("/index.html")) files.set("/", "index.html");
  const functions = new Set(
    readdirSync(join(output, "functions"), { recursive: true, encoding: "utf8" })
      .map((entry) => entry.split("\\").join("/"))
      .filter((entry) => entry.endsWith(".func"))
      .map((entry) => `/${entry.slice(0, -".func".length)}`),
  );
  const headers: Headers = {};
  const apply = (route: Route, match: RegExpExecArray) => {
    for (const [name, value] of Object.entries(route.headers ?? {}))
      headers[name.toLowerCase()] = value.replace(
        /\$(\d)/g,
        (_, index: string) => match[Number(index)] ?? "",
      );
  };
  const matcher = (route: Route) => {
    const known = new Set(["src", "dest", "headers", "status", "continue", "caseSensitive"]);
    for (const key of Object.keys(route)) if (!known.has(key)) throw new Error(`unmodelled route key ${key}`);
    return new RegExp(route.src ?? "", route.caseSensitive ? "" : "i");
  };
  const filesystem = config.routes.findIndex((route) => route.handle !== undefined);
  expect(config.routes[filesystem]).toEqual({ handle: "filesystem" });
  for (const route of config.routes.slice(0, filesystem)) {
    const match = matcher(route).exec(address);
    if (!match) continue;
    apply(route, match);
    if (route.continue) {
      expect(route.dest, "a header route rewrites nothing").toBeUndefined();
      continue;
    }
    if (route.status !== undefined && route.dest === undefined) return { status: route.status, headers };
    if (route.status !== undefined) {
      const answer = serve(route.dest ?? "", route.status);
      if (!answer) throw new Error(`${address}: ${route.dest ?? ""} is no file`);
      return answer;
    }
    throw new Error(`unmodelled route ${JSON.stringify(route)}`);
  }
  function serve(path: string, status: number): Answer | undefined {
    const file = files.get(path);
    if (file === undefined) return undefined;
    const type =
      config.overrides[file]?.contentType ??
      (file.endsWith(".html") ? "text/html; charset=utf-8" : undefined);
    return {
      status,
      file,
      headers: {
        "cache-control": "public, max-age=0, must-revalidate",
        ...(type ? { "content-type": type } : {}),
        ...headers,
      },
    };
  }
  if (functions.has(address)) return { status: 200, headers, fn: address };
  const found = serve(address, 200);
  if (found) return found;
  for (const route of config.routes.slice(filesystem + 1)) {
    if (route.handle !== undefined) throw new Error(`unmodelled phase ${route.handle}`);
    const match = matcher(route).exec(address);
    if (!match) continue;
    apply(route, match);
    const answer = route.dest === undefined ? undefined : serve(route.dest, route.status ?? 200);
    if (!answer) throw new Error(`${address}: ${route.dest ?? "no dest"} is no file`);
    return answer;
  }
  return { status: 404, headers };
}

const scriptSources = (policy = "") =>
  (policy.split(";").find((part) => part.trim().startsWith("script-src")) ?? "").trim().split(/\s+/).slice(1);
const withoutScripts = (policy = "") =>
  policy
    .split(";")
    .map((part) => part.trim())
    .filter((part) => !part.startsWith("script-src"))
    .join("; ");
const revalidated = (value = "") => value === "no-cache" || /max-age=0, must-revalidate/.test(value);

describe("the Build Output folder for Vercel", () => {
  let output = "";
  let build = "";
  let config: BuildOutputConfig;
  let server: Server | undefined;
  let origin = "";

  beforeAll(async () => {
    output = join(tempFolder("output"), ".vercel", "output");
    build = await postbuild(frameworkBuild(), output, handlerStandIns());
    config = JSON.parse(readFileSync(join(output, "config.json"), "utf8")) as BuildOutputConfig;
    const started = createServer(siteHandler(`${build}/`));
    server = started;
    await new Promise<void>((listening) => started.listen(0, "127.0.0.1", listening));
    origin = `http://127.0.0.1:${(started.address() as AddressInfo).port}`;
  }, 180_000);

  afterAll(async () => {
    const started = server;
    if (started) await new Promise((closed) => started.close(closed));
  });

  it("is version 3 with routes Vercel's own schema accepts", () => {
    expect(config.version).toBe(3);
    const ajv = new Ajv({ allErrors: true, strict: false });
    expect(ajv.validate(routesSchema, config.routes), ajv.errorsText()).toBe(true);
    expect(Object.keys(config).sort()).toEqual(["overrides", "routes", "version"]);
    for (const [file, override] of Object.entries(config.overrides)) {
      expect(existsSync(join(output, "static", file)), file).toBe(true);
      expect(Object.keys(override).sort(), file).toEqual(["contentType", "path"]);
    }
  });

  it("serves the build's client folder without the stored .br and .gz copies", () => {
    const client = join(build, "client");
    const list = (folder: string) =>
      readdirSync(folder, { recursive: true, encoding: "utf8" })
        .map((file) => file.split("\\").join("/"))
        .sort();
    const stored = list(client).filter((file) => /\.(br|gz)$/.test(file));
    expect(stored.length).toBeGreaterThan(0);
    expect(list(join(output, "static"))).toEqual(list(client).filter((file) => !stored.includes(file)));
    expect(readFileSync(join(output, "static", "about/index.html"), "utf8")).toBe(
      readFileSync(join(client, "about/index.html"), "utf8"),
    );
  });

  const addresses = [
    "/",
    "/about",
    "/cart",
    "/mining-industrial",
    "/admin",
    "/about/",
    "/about/index.html",
    "/index.html",
    ...REDIRECTS.map((redirect) => redirect.from),
    "/no/such/page",
    "/CART",
    "/About",
    ASSET,
    "/favicon.svg",
    "/sw.js",
    "/manifest.webmanifest",
    "/404",
    "/404.html",
    "/__spa-fallback",
    "/x.js",
    "/assets/gone.js",
  ];

  it.each(addresses)("answers %s as npm start does", async (address) => {
    const started = await fetch(`${origin}${address}`, { redirect: "manual" });
    const expected = {
      status: started.status,
      headers: Object.fromEntries(started.headers.entries()),
      body: await started.text(),
    };
    const vercel = vercelAnswer(output, config, address);
    expect(vercel.status, address).toBe(expected.status);
    const notFoundHeaders = Object.fromEntries((await fetch(`${origin}/no/such/page`)).headers.entries());
    if (expected.status >= 300 && expected.status < 400) {
      // Where the redirects lead: npm start sends /about/index.html to /about/index first, then on.
      const end = async (location: string) => {
        let at = location;
        for (let hop = 0; hop < 3; hop += 1) {
          const next = await fetch(`${origin}${at}`, { redirect: "manual" });
          const to = next.headers.get("location");
          if (next.status !== 301 || to === null) return at;
          at = to;
        }
        return at;
      };
      expect(vercel.headers.location, address).toBe(await end(expected.headers.location ?? ""));
      const there = vercel.headers.location ?? "";
      expect(vercelAnswer(output, config, there).status, there).toBe(
        (await fetch(`${origin}${there}`)).status,
      );
      return;
    }
    expect(vercel.file, address).toBeDefined();
    const body = readFileSync(join(output, "static", vercel.file ?? ""), "utf8");
    expect(body, address).toBe(expected.body);

    // npm start sends the document headers with HTML only; Vercel's rules go by address, and every address that
    // is no page gets the not-found page's, files included (a rule cannot tell a file from a missing one).
    const html = /^text\/html/.test(expected.headers["content-type"] ?? "");
    const worker = address === "/sw.js";
    for (const name of Object.keys(EVERY_RESPONSE_HEADERS)) {
      const key = name.toLowerCase();
      expect(vercel.headers[key], `${address} ${name}`).toBe(expected.headers[key]);
    }
    for (const name of [...Object.keys(DOCUMENT_HEADERS), "X-Robots-Tag"]) {
      const key = name.toLowerCase();
      const own = html || worker ? expected.headers[key] : notFoundHeaders[key];
      expect(vercel.headers[key], `${address} ${name}`).toBe(own);
    }
    if (
      vercel.headers["content-type"] !== undefined ||
      /^text\/html/.test(expected.headers["content-type"] ?? "")
    )
      expect(vercel.headers["content-type"]?.split(";")[0], address).toBe(
        expected.headers["content-type"]?.split(";")[0],
      );
    const cache = expected.headers["cache-control"];
    if (revalidated(cache)) expect(revalidated(vercel.headers["cache-control"]), address).toBe(true);
    else expect(vercel.headers["cache-control"], address).toBe(cache);

    // Each page gets a policy of its own on Vercel: it allows exactly what the page it serves runs; a file the
    // not-found page's; the worker its own, as on npm start.
    const policy = vercel.headers["content-security-policy"];
    const started_policy =
      html || worker
        ? expected.headers["content-security-policy"]
        : notFoundHeaders["content-security-policy"];
    expect(policy === undefined, address).toBe(started_policy === undefined);
    if (worker) expect(policy, address).toBe(started_policy);
    else if (policy !== undefined) {
      expect(withoutScripts(policy), address).toBe(withoutScripts(started_policy));
      const sources = scriptSources(policy);
      if (html)
        for (const script of inlineScripts(body)) expect(sources, address).toContain(scriptHash(script));
      expect(sources, address).not.toContain("'unsafe-inline'");
    }
  });

  it("answers the site's functions with their own headers, and sends the slashed address to them", () => {
    for (const { path } of FUNCTIONS) {
      const answer = vercelAnswer(output, config, path);
      expect(answer.fn, path).toBe(path);
      expect(answer.headers, path).toEqual(
        Object.fromEntries(
          Object.entries(EVERY_RESPONSE_HEADERS).map(([name, value]) => [name.toLowerCase(), value]),
        ),
      );
      expect(vercelAnswer(output, config, `${path}/`)).toMatchObject({
        status: 301,
        headers: { location: path },
      });
    }
  });

  it("bundles each function as an edge function that answers a Request with the runtime's variables", async () => {
    vi.stubEnv("ENQUIRY_FORWARD_URL", "https://forms.example/f/abc");
    vi.stubEnv("GITHUB_CLIENT_ID", "client-id");
    vi.stubEnv("GITHUB_CLIENT_SECRET", "client-secret");
    vi.stubEnv("GITHUB_URL", "");
    for (const { path, env } of FUNCTIONS) {
      const folder = join(output, "functions", `${path.slice(1)}.func`);
      expect(JSON.parse(readFileSync(join(folder, ".vc-config.json"), "utf8")), path).toEqual({
        runtime: "edge",
        entrypoint: "index.js",
        envVarsInUse: env,
      });
      const bundle = readFileSync(join(folder, "index.js"), "utf8");
      // One file: the handler and everything it imports, nothing left for the runtime to resolve.
      expect(bundle, path).not.toMatch(/^\s*import\s/m);
    }
    const load = async (path: string) => {
      const module = (await import(
        /* @vite-ignore */ pathToFileURL(join(output, "functions", `${path.slice(1)}.func`, "index.js")).href
      )) as { default: (request: Request) => Promise<Response> };
      return module.default;
    };
    const enquiry = await load("/api/enquiry");
    const sent = { key: "0b7c8a2e-3f41-4c55-9d7e-2a1b3c4d5e6f", name: "Ann", message: "Two pumps" };
    const answer = await enquiry(
      new Request("https://site.example/api/enquiry", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Real-IP": "198.51.100.7" },
        body: JSON.stringify(sent),
      }),
    );
    expect(answer.status).toBe(202);
    // The client's address is the one Vercel sets, for the per-client limit.
    expect(await answer.json()).toEqual({
      method: "POST",
      body: sent,
      forwardTo: "https://forms.example/f/abc",
      client: "198.51.100.7",
    });

    for (const name of ["auth", "callback"]) {
      const handler = await load(`/api/${name}`);
      const reply = await handler(new Request(`https://site.example/api/${name}?provider=github`));
      expect(await reply.json()).toEqual({
        name,
        url: `https://site.example/api/${name}?provider=github`,
        env: { GITHUB_CLIENT_ID: "client-id", GITHUB_CLIENT_SECRET: "client-secret", GITHUB_URL: "" },
      });
    }
  });
});

describe("the repository's vercel.json", () => {
  it("holds only what a Git-connected project reads before the build", () => {
    const committed: unknown = JSON.parse(readFileSync(join(ROOT, "vercel.json"), "utf8"));
    expect(committed).toEqual(rootVercelConfig());
    // The site's rules change with each build: they are in the Build Output folder, never here.
    for (const key of ["headers", "redirects", "rewrites", "routes", "cleanUrls", "trailingSlash"])
      expect(committed, key).not.toHaveProperty(key);
  });

  it("is written by the build on Vercel's machines or when asked, not otherwise", () => {
    expect(vercelOutputWanted({ VERCEL: "1" })).toBe(true);
    expect(vercelOutputWanted({ VERCEL_OUTPUT: "1" })).toBe(true);
    expect(vercelOutputWanted({})).toBe(false);
    expect(vercelOutputWanted({ VERCEL_OUTPUT: "0", VERCEL: "" })).toBe(false);
  });
});
