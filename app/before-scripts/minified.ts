import { transformSync } from "esbuild";

/**
 * An inline script's text as short as it can be (inline-script.tsx makes it): every page carries it, and every byte
 * is paid for. Build time only.
 */
export function minified(script: string): string {
  return transformSync(script, { minify: true, target: "es2022" }).code.trim();
}
