// For the tests of the build's last steps: temporary folders removed after the file's tests, and postbuild.mjs run
// on a copy of a small Astro build, with only the build's own settings from the caller's environment.
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll } from "vitest";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const run = promisify(execFile);

/**
 * A page's inline style sheet as the layout writes it into every page (the content manager's preview takes the
 * longest <style> of the home page, and refuses one too short to be the site's).
 */
export const SITE_STYLES = `<style>h1{margin:0}${Array.from({ length: 80 }, (_, i) => `.c${i}{color:#123}`).join("")}</style>`;

/** Settings of the caller's environment a test build never takes: the kill switch, the content manager's, the host's. */
const NOT_THE_BUILDS = ["SERVICE_WORKER", "CMS_REPO", "CMS_BRANCH", "DECAP_SERVER_PORT", "VERCEL"];

/** A function making a new temporary folder per call (named after `prefix`), all removed after the file's tests. */
export function tempFolders(prefix: string): (name: string) => string {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
  return (name) => {
    const folder = mkdtempSync(join(tmpdir(), `${prefix}-${name}-`));
    folders.push(folder);
    return folder;
  };
}

/** Runs the steps after the framework's build on a copy of `build` (in a folder from `tempFolder`), with `env`. */
export async function postbuildCopy(
  build: string,
  env: Record<string, string>,
  tempFolder: (name: string) => string,
): Promise<string> {
  const copy = join(tempFolder("copy"), "build");
  cpSync(build, copy, { recursive: true });
  const environment = {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !NOT_THE_BUILDS.includes(name))),
    ...env,
    BUILD_DIR: copy,
  };
  await run(process.execPath, ["scripts/build/postbuild.mjs"], { cwd: ROOT, env: environment });
  return copy;
}
