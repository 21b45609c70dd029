// Helpers for the offline copy's specs: a static server the test controls (deploy another build at the same
// address, or stop answering, as when the signal goes), a byte-counting proxy, other builds of the site.
import type { Page } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { BUILD_DATE_META } from "../../app/lib/build-date";
import { buildDirectory } from "../../scripts/build/build-dir.mjs";
import { siteHandler } from "../../scripts/serve/site-handler.mjs";
import { copyCheckout, ROOT } from "./checkout-copy";

/** The build `npm start` serves and the other specs test (BUILD_DIR, as for the build). */
export const MAIN_BUILD = resolve(ROOT, buildDirectory());

export interface ServedRequest {
  path: string;
  /** Sec-Fetch-Dest: "document", "script", "serviceworker", or "empty" for the worker's own downloads. */
  destination: string;
}

export interface SiteServer {
  url: (path: string) => string;
  /** Serves another build from now on, at the same address, as a deploy replaces the files. */
  deploy: (build: string) => void;
  /** Stops answering (connections refused), as when the signal goes. */
  stop: () => Promise<void>;
  /** Every request served so far, in order. */
  requests: ServedRequest[];
  /** From now on, drops the connection of every request `drop` picks, as a line that fails mid-download. */
  dropRequests: (drop: (path: string) => boolean) => void;
}

/** Serves `build` (a build folder: client/ and serve.json) on a free port of 127.0.0.1, as `npm start` does. */
export async function serveBuild(build: string): Promise<SiteServer> {
  let handle = siteHandler(`${build}/`);
  let drop: (path: string) => boolean = () => false;
  const requests: ServedRequest[] = [];
  const server = createServer((req, res) => {
    const destination = req.headers["sec-fetch-dest"];
    requests.push({ path: req.url ?? "", destination: typeof destination === "string" ? destination : "" });
    if (drop(req.url ?? "")) {
      req.socket.destroy();
      return;
    }
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (path) => `${origin}${path}`,
    deploy: (next) => {
      handle = siteHandler(`${next}/`);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    requests,
    dropRequests: (next) => {
      drop = next;
    },
  };
}

export interface CountedResponse {
  path: string;
  /** Sec-Fetch-Dest: "serviceworker" for the worker's file, "empty" for what the worker fetches. */
  destination: string;
  /** Status line, headers and body as sent (compressed, when the server compressed it). */
  bytes: number;
}

/** Whether the offline copy asked for it (the worker's file, or the worker's own downloads), not the page. */
export const forTheCopy = (response: { destination: string }) =>
  response.destination === "serviceworker" || response.destination === "empty";

/**
 * A proxy in front of `target` (an origin) that counts what each response costs over the wire. With
 * `acceptEncoding`, it asks the server in that name instead of the browser's (`gzip`: as from a host that sends
 * no brotli).
 */
export async function countingProxy(
  target: string,
  { acceptEncoding }: { acceptEncoding?: string } = {},
): Promise<{
  url: (path: string) => string;
  responses: CountedResponse[];
  close: () => Promise<void>;
}> {
  const upstream = new URL(target);
  const responses: CountedResponse[] = [];
  const server = createServer((req, res) => {
    const destination = req.headers["sec-fetch-dest"];
    const headers = acceptEncoding ? { ...req.headers, "accept-encoding": acceptEncoding } : req.headers;
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers,
      },
      (answer) => {
        const head = [`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}`];
        for (let i = 0; i < answer.rawHeaders.length; i += 2) {
          head.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
        }
        let bytes = Buffer.byteLength(`${head.join("\r\n")}\r\n\r\n`);
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
          res.write(chunk);
        });
        answer.on("end", () => {
          responses.push({
            path: req.url ?? "",
            destination: typeof destination === "string" ? destination : "",
            bytes,
          });
          res.end();
        });
      },
    );
    forward.on("error", () => {
      res.statusCode = 502;
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (path) => `${origin}${path}`,
    responses,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A change to one file of the checkout: its only occurrence of `from` becomes `to`. */
export interface SourceEdit {
  file: string;
  from: string;
  to: string;
}

/**
 * Builds the site as it is now with `env` set, and `edit` made, in a copy of the checkout, and returns the build
 * folder (in a temporary folder of its own; the caller removes it with `removeBuild`).
 */
export function buildVariant(name: string, env: Record<string, string>, edit?: SourceEdit): string {
  const copy = copyCheckout(`offline-${name}-`);
  try {
    if (edit) {
      const path = join(copy, edit.file);
      const source = readFileSync(path, "utf8");
      if (source.split(edit.from).length !== 2)
        throw new Error(`${edit.file} holds "${edit.from}" once, or not at all`);
      writeFileSync(path, source.replace(edit.from, edit.to));
    }
    const built = spawnSync("npm", ["run", "build"], {
      cwd: copy,
      // In the copy's own build/, whatever folder the main build went to.
      env: { ...process.env, BUILD_DIR: "build", ...env },
      encoding: "utf8",
    });
    if (built.status !== 0) throw new Error(`the ${name} build failed:\n${built.stderr.slice(-3_000)}`);
    const folder = join(mkdtempSync(join(tmpdir(), `offline-build-${name}-`)), "build");
    renameSync(join(copy, "build"), folder);
    return folder;
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

export function removeBuild(build: string | undefined): void {
  if (build) rmSync(join(build, ".."), { recursive: true, force: true });
}

/**
 * Waits until the offline copy is complete: its worker controls the page and has finished activating (its caches
 * are whole only then).
 */
export async function offlineCopyReady(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === "activated");
}

/** The caches the page's origin holds, each with its number of entries. */
export function cachedEntries(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async () => {
    const counts: Record<string, number> = {};
    for (const name of await caches.keys()) counts[name] = (await (await caches.open(name)).keys()).length;
    return counts;
  });
}

/** The text of the first <h1> of a prerendered page, as a browser shows it. */
export function prerenderedHeading(build: string, path: string): string {
  const file = join(build, "client", path === "/" ? "" : path, "index.html");
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(readFileSync(file, "utf8"))?.[1] ?? "";
  return heading
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** The day a build was made, as its pages carry it. */
export function buildDayOf(build: string): string {
  const html = readFileSync(join(build, "client", "index.html"), "utf8");
  const day = new RegExp(`<meta name="${BUILD_DATE_META}" content="(\\d{4}-\\d{2}-\\d{2})"`).exec(html)?.[1];
  if (!day) throw new Error(`no build date in ${build}`);
  return day;
}
