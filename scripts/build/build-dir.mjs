// Where a build goes: build/ unless BUILD_DIR names another folder, for a second build beside the first (the
// tests make one with a contact endpoint). Astro (astro.config.mjs), the steps after it and `npm start` all follow it.
import { relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));

/**
 * The build folder as given: relative to the project, or absolute.
 * @param {Readonly<Record<string, string | undefined>>} [env]
 */
export function buildDirectory(env = process.env) {
  return env.BUILD_DIR?.trim() || "build";
}

/**
 * The build folder as a file URL ending in "/".
 * @param {Readonly<Record<string, string | undefined>>} [env]
 */
export function buildUrl(env = process.env) {
  return pathToFileURL(`${resolve(root, buildDirectory(env))}/`);
}

/**
 * A path inside the build folder as messages show it, e.g. "build/client".
 * @param {string} path relative to the build folder
 * @param {Readonly<Record<string, string | undefined>>} [env]
 */
export function shownPath(path, env = process.env) {
  return relative(root, resolve(root, buildDirectory(env), path))
    .split("\\")
    .join("/");
}
