// The sitemap at /sitemap.xml, where robots.txt and crawlers look for it. Astro's sitemap integration writes an
// index (sitemap-index.xml) and the URL sets it lists (sitemap-0.xml, one per 45,000 addresses). With one URL set,
// as this site has, that set becomes /sitemap.xml itself and the index goes: one request for a crawler, the pages
// listed where they always were. With several, the index becomes /sitemap.xml and the sets stay beside it.
import { access, readFile, rename, rm, writeFile } from "node:fs/promises";

export const SITEMAP = "sitemap.xml";
const INDEX = "sitemap-index.xml";

/**
 * The sitemaps an index lists, as addresses on the site ("/sitemap-0.xml").
 * @param {string} index the index's XML
 */
export function listedSitemaps(index) {
  return [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = ""]) => new URL(loc).pathname);
}

/**
 * Puts the sitemap at /sitemap.xml in the built site at `client`; run again over a finished build (the build's
 * own tests do), it leaves it as it is. Returns the addresses that answer with a sitemap.
 * @param {URL} client the built site's folder, ending in "/"
 * @returns {Promise<string[]>}
 */
export async function placeSitemap(client) {
  const at = (/** @type {string} */ name) => new URL(name, client);
  const exists = (/** @type {string} */ name) =>
    access(at(name)).then(
      () => true,
      () => false,
    );
  if (!(await exists(INDEX))) {
    if (!(await exists(SITEMAP))) throw new Error(`the build wrote neither ${INDEX} nor ${SITEMAP}`);
    return [`/${SITEMAP}`];
  }
  const listed = listedSitemaps(await readFile(at(INDEX), "utf8"));
  const [only] = listed;
  if (listed.length === 1 && only !== undefined) {
    await writeFile(at(SITEMAP), await readFile(at(only.slice(1))));
    await rm(at(only.slice(1)));
    await rm(at(INDEX));
    return [`/${SITEMAP}`];
  }
  await rename(at(INDEX), at(SITEMAP));
  return [`/${SITEMAP}`, ...listed];
}
