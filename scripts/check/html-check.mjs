// Every page the build wrote is conforming HTML: the W3C's Nu Html Checker (the vnu-jar package, run with Java 17
// or newer) reports no error in any of them. Run after the build, part of `npm test`.
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { buildUrl, shownPath } from "../build/build-dir.mjs";
import { ADMIN_PREFIX } from "../build/security-headers.mjs";

/** The checker's jar: the package's main export is its path. */
const jar = String(createRequire(import.meta.url)("vnu-jar"));
const client = fileURLToPath(new URL("client/", buildUrl()));
const adminDir = join(client, ADMIN_PREFIX.replaceAll("/", ""));

/** Every HTML page under `dir`: not the hashed assets, nor the content manager's page (Decap CMS's own). */
function pages(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "assets" || path === adminDir ? [] : pages(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

/**
 * The checker's errors worth reporting. Not those about the CSS inside the pages: its CSS checker predates what the
 * site's stylesheet uses (scroll-driven animations, anchor positioning, `@property`) and calls every such property
 * an error; the browser tests check what the CSS does.
 * @param {{ type: string, url?: string, message: string, lastLine?: number, firstColumn?: number }[]} messages
 */
export function htmlErrors(messages) {
  return messages.filter((message) => message.type === "error" && !message.message.startsWith("CSS: "));
}

const files = pages(client);
if (files.length === 0) {
  console.error(`html-check: no pages in ${shownPath("client")}: build first (npm run build)`);
  process.exit(1);
}
const run = spawnSync("java", ["-jar", jar, "--errors-only", "--format", "json", "--stdout", ...files], {
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
if (run.error || run.stdout === "") {
  console.error(
    "html-check: the Nu Html Checker needs Java 17 or newer on the PATH (Debian and Ubuntu: " +
      "apt-get install default-jre-headless).",
  );
  console.error(run.error?.message ?? run.stderr);
  process.exit(1);
}
const errors = htmlErrors(JSON.parse(run.stdout).messages);
for (const error of errors) {
  const file = relative(client, fileURLToPath(error.url ?? "file:///"));
  console.error(
    `${shownPath(`client/${file}`)}:${error.lastLine ?? 0}:${error.firstColumn ?? 0}: ${error.message}`,
  );
}
console.log(
  `html-check: ${files.length} pages checked with the Nu Html Checker: ` +
    (errors.length === 0 ? "no HTML error" : `${errors.length} error${errors.length === 1 ? "" : "s"}`),
);
process.exitCode = errors.length === 0 ? 0 : 1;
