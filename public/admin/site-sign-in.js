// Where staff sign in to the content manager on the live site. On Netlify, Decap uses Netlify's own GitHub OAuth
// (its default). Elsewhere (Cloudflare Pages, Vercel) the site's own functions do it, at /api/auth and
// /api/callback (server/github-oauth.ts): the build then writes `auth_endpoint: api/auth` into config.yml's backend
// (scripts/cms/decap-admin.mjs, from CMS_AUTH), and this page adds `base_url`, which Decap matches exactly against
// the popup's messages: the origin the page was opened at, known only here (a custom domain, a preview address).

/** The path of the site's sign-in function, as config.yml's `auth_endpoint` names it. */
export const SITE_AUTH_ENDPOINT = "api/auth";

/**
 * Whether config.yml's text says staff sign in through the site's own function.
 * @param {string} config
 */
export function usesSiteSignIn(config) {
  return new RegExp(`^[ \\t]+auth_endpoint:[ \\t]*["']?/?${SITE_AUTH_ENDPOINT}/?["']?[ \\t]*$`, "m").test(
    config,
  );
}

/**
 * What Decap is started with (CMS.init): with the site's sign-in, `backend.base_url` set to this page's origin;
 * otherwise nothing, and Decap reads config.yml alone. A config.yml that cannot be read here is left to Decap,
 * which says so.
 * @param {Document} document the admin page (its link to config.yml)
 * @param {string} origin the page's origin, location.origin
 * @param {(url: string) => Promise<Response>} [fetchFile]
 * @returns {Promise<{ config: { backend: { base_url: string } } } | undefined>}
 */
export async function signInOptions(
  document,
  origin,
  fetchFile = (url) => fetch(url, { credentials: "same-origin" }),
) {
  const link = document.querySelector('link[rel="cms-config-url"]');
  const href = link?.getAttribute("href") || "config.yml";
  try {
    const response = await fetchFile(new URL(href, document.baseURI).href);
    if (!response.ok) return undefined;
    return usesSiteSignIn(await response.text()) ? { config: { backend: { base_url: origin } } } : undefined;
  } catch {
    return undefined;
  }
}
