// The pages Astro writes for its `redirects` (astro.config.mjs), for a static host without redirect rules (every
// host the build configures answers those addresses with a 301 itself).
import { readFileSync, writeFileSync } from "node:fs";

/**
 * A redirect page's refresh as HTML requires it: Astro writes `content="0;url=/x"`, which browsers follow but the
 * HTML standard (and the Nu Html Checker) refuses: a space must follow the semicolon.
 * @param {string} html
 */
export function conformingRefresh(html) {
  return html.replace(/(<meta http-equiv="refresh" content="\d+);\s*url=/i, "$1; url=");
}

/**
 * An Astro integration that corrects the refresh of every redirect page once the build has written it.
 * @param {Readonly<Record<string, string>>} redirects the addresses that redirect (astro.config.mjs's `redirects`)
 * @returns {import("astro").AstroIntegration}
 */
export function conformingRedirectPages(redirects) {
  return {
    name: "conforming-redirect-pages",
    hooks: {
      "astro:build:done": ({ dir }) => {
        for (const from of Object.keys(redirects)) {
          const file = new URL(`.${from}/index.html`, dir);
          writeFileSync(file, conformingRefresh(readFileSync(file, "utf8")));
        }
      },
    },
  };
}
