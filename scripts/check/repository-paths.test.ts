// Every file the repository's own text names exists: a path from the root written in a doc or a comment
// (`scripts/build/host-rules.mjs`), every relative link between the Markdown pages, and every file a Markdown page
// names in code: a path starting anywhere (`features/cart/state/cart-context.tsx`) or a bare file name
// (`cart-badge.ts`), which some file of the repository must end with. A file moved or renamed without its
// mentions fails here, not in a newcomer's first ten minutes.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** The folders a path from the repository's root starts with. */
const TOP = "app|scripts|tests|docs|deploy|public|\\.ci";
/** A path from the root, not the tail of a longer one (`before-scripts/x.ts` is not `scripts/x.ts`). */
const ROOT_PATH = new RegExp(
  `(?<![\\w./-])(?:${TOP})/[\\w./-]*\\w\\.(?:mjs|ts|tsx|md|json|yml|conf|css|sh|html|js|txt|svg|toml)\\b`,
  "g",
);
/** A Markdown link's target: `](target)` or `](target#anchor)`. */
const MARKDOWN_LINK = /\]\(([^)#\s]+)(?:#[^)\s]*)?\)/g;
/** Placeholders that stand for a file of a kind (`prod-NNN.json`), and the invented names tests give their inputs. */
const NOT_A_FILE = /NNN|\.test\.tsx?$/;
/** The kinds of file a Markdown page names in code. */
const FILE_KINDS = "mjs|ts|tsx|md|json|yml|yaml|conf|css|sh|html|js|txt|svg|toml";
/**
 * A file name or a relative path, starting anywhere: `photos-wait-script.ts`, `features/cart/state/cart-context.tsx`,
 * `../README.md`. Not an address on the site (`/sw.js`), a URL, an alias (`~/lib/seo.ts`) or a pattern (`*.test.ts`).
 */
const NAMED_FILE = new RegExp(
  `(?<![\\w@~./:*<>-])(?:\\.{1,2}/)*(?:[\\w-][\\w.-]*/)*[\\w-][\\w.-]*\\.(?:${FILE_KINDS})(?![\\w/-])`,
  "g",
);
/** A Markdown code span's text. */
const CODE_SPAN = /`([^`\n]+)`/g;
/** Files the pages name that are never kept in the repository, each with what writes it. */
const WRITTEN_BY_TOOLS: Readonly<Record<string, string>> = {
  "404.html": "Astro, from app/pages/404.astro",
  "serve.json": "scripts/build/host-configs.mjs, for npm start",
  "vercel.json": "scripts/build/host-configs.mjs",
  "staticwebapp.config.json": "scripts/build/host-configs.mjs",
  "_routes.json": "scripts/build/host-configs.mjs, for Cloudflare Pages' functions",
  "robots.txt": "Astro, from app/pages/robots.txt.ts",
  "about/index.html": "Astro: a page's file, named in how hosts serve the pages",
  "sw.js": "scripts/build/service-worker.mjs, the offline copy's worker",
  "csp.conf": "scripts/build/host-configs.mjs, for nginx",
  "files.conf": "scripts/build/host-configs.mjs, for nginx",
  "redirects.conf": "scripts/build/host-configs.mjs, for nginx",
  "prod-001-1.json": "Decap CMS, for a copied product (decision 010's example)",
};
/** The build's own folder: what the pages name in it is written by `npm run build`. */
const BUILD_OUTPUT = /^build\//;
/**
 * Decision records are history: each names the files of its day, which later work may move or remove (a later
 * record says so). Their links to other pages must still hold.
 */
const HISTORY = /^docs\/decisions\//;

/** The repository's text files as the working tree has them: tracked or new, not those deleted since the commit. */
function trackedTextFiles(): string[] {
  return execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\0")
    .filter((file) => file !== "" && file !== "package-lock.json" && existsSync(join(root, file)))
    .filter((file) => /\.(?:md|mjs|ts|tsx|json|yml|yaml|conf|css|sh|html|toml|txt)$|(?:^|\/)run$/.test(file))
    .filter((file) => !NOT_A_FILE.test(file));
}

/** Every file of the repository as the working tree has it, whatever its kind. */
function repositoryFiles(): string[] {
  return execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\0")
    .filter((file) => file !== "" && existsSync(join(root, file)));
}

/**
 * Whether a file a Markdown page names is there: a path from the page's folder (`./`, `../`) from there; another
 * path from the root, the page's folder or the end of any file's path; a bare name, the name of any file.
 */
function resolves(page: string, path: string, files: readonly string[]): boolean {
  if (path.startsWith("./") || path.startsWith("../")) return existsSync(join(root, dirname(page), path));
  if (existsSync(join(root, path)) || existsSync(join(root, dirname(page), path))) return true;
  return files.some((file) => file === path || file.endsWith(`/${path}`));
}

/** The files a Markdown page names in its code spans. */
function namedFiles(text: string): string[] {
  return [...text.matchAll(CODE_SPAN)].flatMap(([, code = ""]) =>
    code.includes("://") ? [] : [...code.matchAll(NAMED_FILE)].map(([path]) => path),
  );
}

function missingPaths(): string[] {
  const missing: string[] = [];
  const files = repositoryFiles();
  for (const file of trackedTextFiles()) {
    const text = readFileSync(join(root, file), "utf8");
    const history = HISTORY.test(file);
    for (const [path] of history ? [] : text.matchAll(ROOT_PATH)) {
      if (!NOT_A_FILE.test(path) && !existsSync(join(root, path))) missing.push(`${file}: ${path}`);
    }
    if (!file.endsWith(".md")) continue;
    for (const [, target = ""] of text.matchAll(MARKDOWN_LINK)) {
      if (/^[a-z]+:/i.test(target)) continue;
      if (!existsSync(join(root, dirname(file), target))) missing.push(`${file}: link ${target}`);
    }
    for (const path of history ? [] : namedFiles(text)) {
      if (NOT_A_FILE.test(path) || path in WRITTEN_BY_TOOLS || BUILD_OUTPUT.test(path)) continue;
      if (!resolves(file, path, files)) missing.push(`${file}: ${path}`);
    }
  }
  return missing;
}

describe("the repository's own text", () => {
  it("names only files that exist", () => {
    expect(missingPaths()).toEqual([]);
  });

  it("is read: a path from the root is found, the tail of a longer one is not", () => {
    const found = (text: string) => [...text.matchAll(ROOT_PATH)].map(([path]) => path);
    expect(found("served by `scripts/build/host-rules.mjs`, see (docs/testing.md).")).toEqual([
      "scripts/build/host-rules.mjs",
      "docs/testing.md",
    ]);
    expect(found("the inline script (before-scripts/cart-badge.ts)")).toEqual([]);
    expect(found("~/app/x and app/ alone")).toEqual([]);
    expect(
      namedFiles(
        "the inline script (`photos-wait-script.ts`, beside `app/before-scripts/`), " +
          "`features/cart/state/cart-context.tsx`, `../README.md`, `node scripts/x.mjs --flag`",
      ),
    ).toEqual([
      "photos-wait-script.ts",
      "features/cart/state/cart-context.tsx",
      "../README.md",
      "scripts/x.mjs",
    ]);
    expect(
      namedFiles(
        "`/sw.js`, `https://example.com/a.js`, `~/lib/seo.ts`, `*.test.ts`, `Node.js 24` and `npm test`",
      ),
    ).toEqual(["Node.js"]);
    const links = (text: string) => [...text.matchAll(MARKDOWN_LINK)].map(([, target]) => target);
    expect(links("[a](decisions/001.md#context) [b](https://example.com) [c](../README.md)")).toEqual([
      "decisions/001.md",
      "https://example.com",
      "../README.md",
    ]);
  });
});
