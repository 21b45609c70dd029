// The W3C's Nu HTML Checker (vnu-jar, run with the machine's Java) over every page of the build (BUILD_DIR, else
// build/): the pages, the not-found page, the redirect pages and the content manager's page. Fails on any HTML
// error, naming the page, the place and the message. Part of `npm test`, after the build.
//
// CSS is left out: the checker's CSS grammar predates what the site's style sheet uses and its browsers read
// (@property, scroll-driven animations, anchor positioning...), and it reports each as an error ("CSS: ...").
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { buildUrl } from "../build/build-dir.mjs";

/**
 * The errors in the checker's JSON report that are about HTML, as lines a person reads.
 * @param {string} report the checker's output with `--format json`
 * @param {string} client the built site's folder, to name each page by its file there
 * @returns {string[]}
 */
export function htmlErrors(report, client) {
  /** @type {{ messages?: { type?: string, subType?: string, url?: string, lastLine?: number, firstColumn?: number, message?: string }[] }} */
  const parsed = JSON.parse(report);
  return (parsed.messages ?? [])
    .filter((message) => message.type === "error" || message.subType === "fatal")
    .filter((message) => !(message.message ?? "").startsWith("CSS: "))
    .map((message) => {
      const file = message.url ? relative(client, fileURLToPath(message.url)) : "?";
      return `${file}:${message.lastLine ?? "?"}:${message.firstColumn ?? "?"}: ${message.message ?? ""}`;
    });
}

/**
 * Every HTML file under `dir`.
 * @param {string} dir
 */
export function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => join(dir, file))
    .sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const client = fileURLToPath(new URL("client/", buildUrl()));
  // The package exports the path of its jar.
  const vnu = String(createRequire(import.meta.url)("vnu-jar"));
  const pages = htmlFiles(client);
  if (pages.length === 0) {
    console.error(`No pages in ${client}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const java = process.env.JAVA ?? "java";
  const run = spawnSync(java, ["-jar", vnu, "--errors-only", "--format", "json", ...pages], {
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.error) {
    console.error(
      `The Nu HTML Checker needs Java (${java}: ${run.error.message}); install it (Debian: apt-get install ` +
        "default-jre-headless) or set JAVA to its path.",
    );
    process.exit(1);
  }
  // The checker writes its report to standard error.
  const errors = htmlErrors(run.stderr || "{}", client);
  if (errors.length > 0) {
    console.error(
      `Nu HTML Checker: ${errors.length} HTML errors in ${pages.length} pages:\n  ${errors.join("\n  ")}`,
    );
    process.exit(1);
  }
  console.log(`Nu HTML Checker: ${pages.length} pages, no HTML error (CSS left out).`);
}
