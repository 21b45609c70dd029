import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { extendTailwindMerge } from "tailwind-merge";

/**
 * The font-size utilities the site's stylesheet defines itself (`@utility text-… { font-size: … }`), read from the
 * stylesheet so a new one is known to the conflict checks without a second list.
 */
export function ownFontSizes(css: string): string[] {
  const found: string[] = [];
  for (const match of css.matchAll(/@utility\s+text-([\w-]+)\s*\{([^}]*)\}/g)) {
    const [, name, body] = match;
    if (name && body && /(^|[;\s])font-size\s*:/.test(body)) found.push(name);
  }
  return found;
}

/** tailwind-merge that knows the site's own font sizes are font sizes (not colours), for the tests only. */
export const twMerge = extendTailwindMerge({
  extend: {
    classGroups: {
      "font-size": [
        { text: ownFontSizes(readFileSync(fileURLToPath(import.meta.resolve("../app.css")), "utf8")) },
      ],
    },
  },
});
