// Every file the repository's own text names exists: a path written in a doc or a comment
// (`scripts/build/host-rules.mjs`) and every relative link between the Markdown pages. A file moved or renamed
// without its mentions fails here, not in a newcomer's first ten minutes.
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

function trackedTextFiles(): string[] {
  return execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter((file) => file !== "" && file !== "package-lock.json")
    .filter((file) => /\.(?:md|mjs|ts|tsx|json|yml|yaml|conf|css|sh|html|toml|txt)$|(?:^|\/)run$/.test(file))
    .filter((file) => !NOT_A_FILE.test(file));
}

function missingPaths(): string[] {
  const missing: string[] = [];
  for (const file of trackedTextFiles()) {
    const text = readFileSync(join(root, file), "utf8");
    for (const [path] of text.matchAll(ROOT_PATH)) {
      if (!NOT_A_FILE.test(path) && !existsSync(join(root, path))) missing.push(`${file}: ${path}`);
    }
    if (!file.endsWith(".md")) continue;
    for (const [, target = ""] of text.matchAll(MARKDOWN_LINK)) {
      if (/^[a-z]+:/i.test(target)) continue;
      if (!existsSync(join(root, dirname(file), target))) missing.push(`${file}: link ${target}`);
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
    const links = (text: string) => [...text.matchAll(MARKDOWN_LINK)].map(([, target]) => target);
    expect(links("[a](decisions/001.md#context) [b](https://example.com) [c](../README.md)")).toEqual([
      "decisions/001.md",
      "https://example.com",
      "../README.md",
    ]);
  });
});
